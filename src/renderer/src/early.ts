// The page's first script (index.html, before main.ts): the first screen cannot show text before its
// language's catalog is in, so the request for it goes out as soon as this small script has loaded,
// while the app's own modules still load and run. main.ts asks for the same module and gets this one.
import { loadCatalog } from './i18n/resources'
import { startingLocale } from './i18n/locale-choice'

void loadCatalog(startingLocale())
