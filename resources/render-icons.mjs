// Renders resources/icon.svg to the PNG sizes the packagers want and packs a Windows .ico from them.
// Needs `rsvg-convert` (Debian/Ubuntu: apt-get install librsvg2-bin). Run: node resources/render-icons.mjs
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const svg = join(here, 'icon.svg')
const sizes = [16, 32, 48, 64, 128, 256, 512, 1024]
const icoSizes = [16, 32, 48, 64, 128, 256]

function render(size, out) {
  execFileSync('rsvg-convert', ['-w', String(size), '-h', String(size), '-o', out, svg])
}

mkdirSync(join(here, 'icons'), { recursive: true })
for (const size of sizes) render(size, join(here, 'icons', `${size}x${size}.png`))
render(512, join(here, 'icon.png'))

// ICO with PNG-compressed entries (Windows Vista and later): header, one 16-byte entry per image, data.
const images = icoSizes.map((size) => ({
  size,
  data: readFileSync(join(here, 'icons', `${size}x${size}.png`))
}))
const header = Buffer.alloc(6 + 16 * images.length)
header.writeUInt16LE(0, 0)
header.writeUInt16LE(1, 2)
header.writeUInt16LE(images.length, 4)
let offset = header.length
images.forEach(({ size, data }, i) => {
  const entry = 6 + 16 * i
  header.writeUInt8(size >= 256 ? 0 : size, entry)
  header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
  header.writeUInt8(0, entry + 2)
  header.writeUInt8(0, entry + 3)
  header.writeUInt16LE(1, entry + 4)
  header.writeUInt16LE(32, entry + 6)
  header.writeUInt32LE(data.length, entry + 8)
  header.writeUInt32LE(offset, entry + 12)
  offset += data.length
})
writeFileSync(join(here, 'icon.ico'), Buffer.concat([header, ...images.map(({ data }) => data)]))
console.log(`rendered ${sizes.join(', ')} px, icon.png and icon.ico`)
