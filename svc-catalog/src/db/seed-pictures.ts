import sharp from 'sharp';

/**
 * Pleasant product pictures for the demo data, drawn at seed time (no binary files in the repository): a simple
 * illustration of the product on a soft gradient, in three views (whole, close-up, turned on another colour),
 * rendered by sharp to an 800×600 JPEG that then goes through the same re-encoding as an upload.
 */
export type PictureSubject =
  'mug' | 'candle' | 'honey' | 'cookingClass' | 'hotelNight' | 'chocolate' | 'scarf' | 'tree';

/** Drawn on a 1200×900 canvas, rendered at 800×600: sharp's work (and the seed's time) grows with the pixels. */
const W = 1200;
const H = 900;
const OUT_W = 800;
const OUT_H = 600;

/** Each subject's drawing, centred on (600, 450), and the two colours of its backgrounds. */
const subjects: Record<PictureSubject, { from: string; to: string; alt: string; draw: string }> = {
  mug: {
    from: '#eef6ee',
    to: '#b9dcb4',
    alt: '#f6e7d8',
    draw: `
      <path d="M760 400 q130 0 130 115 q0 115 -130 115" stroke="#f7f3ee" stroke-width="46" fill="none"/>
      <rect x="410" y="330" width="360" height="400" rx="46" fill="#f7f3ee"/>
      <rect x="410" y="470" width="360" height="60" fill="#43923f"/>
      <ellipse cx="590" cy="340" rx="170" ry="28" fill="#6b4226"/>
      <path d="M530 290 q-30 -50 0 -100 M600 280 q-30 -60 0 -120 M670 290 q-30 -50 0 -100"
        stroke="#ffffff" stroke-width="14" fill="none" stroke-linecap="round" opacity="0.8"/>`,
  },
  candle: {
    from: '#fdf6e3',
    to: '#f3d9a4',
    alt: '#e3ecf7',
    draw: `
      <circle cx="600" cy="250" r="150" fill="#fff3c4" opacity="0.6"/>
      <rect x="500" y="330" width="200" height="420" rx="18" fill="#f1e2b8"/>
      <ellipse cx="600" cy="330" rx="100" ry="24" fill="#f8edd0"/>
      <line x1="600" y1="330" x2="600" y2="290" stroke="#3b2f25" stroke-width="8"/>
      <path d="M600 170 q55 70 0 125 q-55 -55 0 -125z" fill="#f59e0b"/>
      <path d="M600 215 q25 40 0 70 q-25 -30 0 -70z" fill="#fde68a"/>`,
  },
  honey: {
    from: '#fff7e6',
    to: '#f6c66b',
    alt: '#eaf4e6',
    draw: `
      <rect x="430" y="300" width="340" height="440" rx="60" fill="#d98a0b" opacity="0.92"/>
      <rect x="450" y="250" width="300" height="70" rx="14" fill="#7a4f1d"/>
      <rect x="470" y="440" width="260" height="150" rx="18" fill="#fff8e7"/>
      <path d="M520 515 l40 -40 l40 40 l40 -40 l40 40" stroke="#d98a0b" stroke-width="14" fill="none"/>
      <rect x="760" y="200" width="22" height="320" rx="10" fill="#a0672c" transform="rotate(18 771 360)"/>`,
  },
  cookingClass: {
    from: '#eaf3fb',
    to: '#a9c9e8',
    alt: '#f7ece4',
    draw: `
      <rect x="300" y="230" width="600" height="380" rx="24" fill="#263238"/>
      <rect x="325" y="255" width="550" height="330" rx="10" fill="#fefcf8"/>
      <rect x="250" y="610" width="700" height="40" rx="20" fill="#455a64"/>
      <path d="M470 420 h260 v90 q0 40 -40 40 h-180 q-40 0 -40 -40z" fill="#43923f"/>
      <rect x="455" y="395" width="290" height="30" rx="12" fill="#2e6b2b"/>
      <path d="M540 370 q-20 -35 0 -70 M600 365 q-20 -40 0 -80 M660 370 q-20 -35 0 -70"
        stroke="#90a4ae" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  },
  hotelNight: {
    from: '#e8eaf6',
    to: '#9fa8da',
    alt: '#f3e5f5',
    draw: `
      <path d="M820 170 a90 90 0 1 0 70 150 a70 70 0 1 1 -70 -150z" fill="#fff8d6"/>
      <circle cx="360" cy="200" r="8" fill="#ffffff"/><circle cx="460" cy="150" r="6" fill="#ffffff"/>
      <circle cx="700" cy="130" r="7" fill="#ffffff"/>
      <rect x="300" y="380" width="40" height="360" rx="10" fill="#5d4037"/>
      <rect x="300" y="380" width="120" height="220" rx="20" fill="#6d4c41"/>
      <rect x="340" y="540" width="560" height="120" rx="24" fill="#fafafa"/>
      <rect x="340" y="610" width="560" height="80" rx="16" fill="#7986cb"/>
      <rect x="430" y="500" width="150" height="70" rx="30" fill="#ffffff"/>
      <rect x="860" y="600" width="40" height="140" rx="10" fill="#5d4037"/>`,
  },
  chocolate: {
    from: '#f8efe8',
    to: '#d7b49e',
    alt: '#e6f2ea',
    draw: `
      <g transform="rotate(-12 600 450)">
        <rect x="380" y="260" width="440" height="380" rx="24" fill="#5b3a29"/>
        ${[0, 1, 2]
          .flatMap((r) =>
            [0, 1, 2, 3].map(
              (c) => `<rect x="${400 + c * 102}" y="${280 + r * 118}" width="90" height="104" rx="10" fill="#6f4a35"/>`,
            ),
          )
          .join('')}
        <rect x="360" y="520" width="480" height="150" rx="10" fill="#43923f"/>
        <rect x="360" y="520" width="480" height="24" fill="#2e6b2b"/>
      </g>`,
  },
  scarf: {
    from: '#fbeaea',
    to: '#e6a5a5',
    alt: '#e8f1fa',
    draw: `
      ${['#b23a48', '#f2c14e', '#3c6e71', '#f7f3ee', '#b23a48', '#3c6e71']
        .map(
          (colour, i) =>
            `<path d="M260 ${300 + i * 50} q85 -45 170 0 t170 0 t170 0 t170 0" stroke="${colour}" stroke-width="52" fill="none"/>`,
        )
        .join('')}
      ${[0, 1, 2, 3, 4, 5, 6]
        .map(
          (i) =>
            `<line x1="${900 + i * 12}" y1="560" x2="${906 + i * 12}" y2="640" stroke="#b23a48" stroke-width="6"/>`,
        )
        .join('')}`,
  },
  tree: {
    from: '#eef6e8',
    to: '#a9cf8e',
    alt: '#f4efe4',
    draw: `
      <rect x="570" y="520" width="60" height="200" rx="8" fill="#7a5230"/>
      <circle cx="600" cy="380" r="170" fill="#2e7d32"/>
      <circle cx="500" cy="450" r="110" fill="#388e3c"/>
      <circle cx="700" cy="450" r="110" fill="#43a047"/>
      <rect x="380" y="715" width="440" height="24" rx="12" fill="#6d4c41"/>`,
  },
};

/** The three views of a subject: the whole drawing, a close-up, and the drawing turned on another background. */
function svgOf(subject: PictureSubject, view: 0 | 1 | 2): string {
  const s = subjects[subject];
  const background = view === 2 ? [s.alt, s.from] : view === 1 ? [s.to, s.from] : [s.from, s.to];
  const transform =
    view === 1 ? 'translate(600 450) scale(1.45) translate(-600 -420)' : view === 2 ? 'rotate(-7 600 450)' : '';
  const dots =
    view === 2
      ? Array.from(
          { length: 40 },
          (_, i) => `<circle cx="${(i * 173) % W}" cy="${(i * 97) % H}" r="6" fill="#ffffff" opacity="0.35"/>`,
        ).join('')
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OUT_W}" height="${OUT_H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/>
    </linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>${dots}
    <ellipse cx="600" cy="770" rx="330" ry="38" fill="#000000" opacity="0.10"/>
    <g transform="${transform}">${s.draw}</g>
  </svg>`;
}

/** One view of a subject as a JPEG (the seed stores it through the upload's re-encoding). */
export function demoPicture(subject: PictureSubject, view: 0 | 1 | 2): Promise<Buffer> {
  return sharp(Buffer.from(svgOf(subject, view)))
    .jpeg({ quality: 88 })
    .toBuffer();
}
