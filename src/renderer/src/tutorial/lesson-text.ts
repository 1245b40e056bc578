// What the lesson says: one catalog text per step; the runs lesson first says what the player's choice
// between overwrite and add did (both are taken, so the words follow the move they made).
import { t } from '../i18n'
import { currentStep, yourLastPlay, type Lesson } from './tutorial'

export function lessonText(lesson: Lesson): string {
  switch (currentStep(lesson).id) {
    case 'lead':
      return t('tutorial.lead')
    case 'add':
      return t('tutorial.add')
    case 'pass':
      return t('tutorial.pass')
    case 'eight':
      return t('tutorial.eight')
    case 'overwriteLead':
      return t('tutorial.overwriteLead')
    case 'choice':
      return t('lessons.choice')
    case 'runLead': {
      const chose = yourLastPlay(lesson) === 'add' ? t('lessons.choseAdd') : t('lessons.choseOverwrite')
      return `${chose} ${t('lessons.runLead')}`
    }
    case 'lowerRun':
      return t('lessons.lowerRun')
    case 'set':
      return t('tutorialRound.set')
    case 'lastCard':
      return t('tutorialRound.lastCard')
    case 'done':
      return t('tutorialRound.roundOver')
  }
}
