import type { ReactNode } from "react";
import { Ribbon, Royal } from "./parts";

/** Lotus Fortune's symbols, drawn on a 100 × 100 canvas (gradients from SymbolDefs, prefix lf-). */

const INK = "#3d0b2c";

function LotusWild() {
  return (
    <g>
      <circle cx="50" cy="44" r="42" fill="url(#lf-glow)" />
      {/* Lily pad under the flower. */}
      <path d="M14 66 C26 56 74 56 86 66 C74 74 26 74 14 66Z" fill="url(#lf-teal)" stroke="#07493f" />
      <path d="M50 64 L50 70" stroke="#07493f" strokeWidth="1.5" />
      {/* Outer pink petals, then gold inner petals. */}
      <path
        d="M50 64 C36 64 16 56 8 42 C24 40 40 48 50 64Z"
        fill="url(#lf-pink)"
        stroke={INK}
        strokeWidth="1.2"
      />
      <path
        d="M50 64 C64 64 84 56 92 42 C76 40 60 48 50 64Z"
        fill="url(#lf-pink)"
        stroke={INK}
        strokeWidth="1.2"
      />
      <path
        d="M50 64 C32 58 20 40 22 20 C36 28 46 42 50 64Z"
        fill="url(#lf-pink)"
        stroke={INK}
        strokeWidth="1.2"
      />
      <path
        d="M50 64 C68 58 80 40 78 20 C64 28 54 42 50 64Z"
        fill="url(#lf-pink)"
        stroke={INK}
        strokeWidth="1.2"
      />
      <path
        d="M50 64 C38 56 32 42 34 28 C44 36 50 48 50 64Z"
        fill="url(#lf-gold)"
        stroke={INK}
        strokeWidth="1.2"
      />
      <path
        d="M50 64 C62 56 68 42 66 28 C56 36 50 48 50 64Z"
        fill="url(#lf-gold)"
        stroke={INK}
        strokeWidth="1.2"
      />
      <path
        d="M50 64 C40 50 40 28 50 10 C60 28 60 50 50 64Z"
        fill="url(#lf-gold)"
        stroke={INK}
        strokeWidth="1.2"
      />
      <path
        d="M50 58 L50 20 M44 56 C40 48 39 40 40 34 M56 56 C60 48 61 40 60 34"
        stroke="#fff8dc"
        strokeOpacity="0.7"
        strokeWidth="1.2"
        fill="none"
        strokeLinecap="round"
      />
      <Ribbon y={72} fill="url(#lf-red)" stroke="#ffd36e" text="WILD" textFill="#fff3c4" />
    </g>
  );
}

function Koi() {
  return (
    <g>
      <circle cx="50" cy="50" r="40" fill="url(#lf-glow)" opacity="0.7" />
      <path
        d="M14 80 C26 74 36 74 48 80 M52 86 C64 80 74 80 86 86"
        stroke="#8ff0df"
        strokeOpacity="0.6"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <g transform="rotate(-20 50 50)">
        {/* Tail, fins, body. */}
        <path
          d="M22 50 C14 40 8 34 2 34 C8 44 8 56 2 66 C8 66 14 60 22 50Z"
          fill="url(#lf-orange)"
          stroke="#7a2a06"
          strokeWidth="1.5"
        />
        <path
          d="M42 36 C48 24 60 22 68 32 C58 32 50 34 42 36Z"
          fill="url(#lf-orange)"
          stroke="#7a2a06"
          strokeWidth="1.5"
        />
        <path
          d="M58 60 C58 70 50 76 42 76 C48 70 50 64 58 60Z"
          fill="url(#lf-orange)"
          stroke="#7a2a06"
          strokeWidth="1.5"
        />
        <path
          d="M16 50 C30 32 60 28 80 41 C87 46 87 54 80 59 C60 72 30 68 16 50Z"
          fill="url(#lf-gold)"
          stroke="#7a2a06"
          strokeWidth="1.8"
        />
        {/* Red patches and scales. */}
        <ellipse cx="50" cy="43" rx="10" ry="5.5" fill="#e0301e" opacity="0.85" />
        <ellipse cx="33" cy="53" rx="7" ry="4.5" fill="#e0301e" opacity="0.85" />
        <ellipse cx="64" cy="55" rx="5" ry="3" fill="#e0301e" opacity="0.7" />
        <path
          d="M36 47 q3 -4 6 0 M44 52 q3 -4 6 0 M52 49 q3 -4 6 0 M40 58 q3 -4 6 0 M56 58 q3 -4 6 0"
          stroke="#fff6d8"
          strokeOpacity="0.6"
          strokeWidth="1.2"
          fill="none"
        />
        {/* Eye, gill, whiskers. */}
        <path d="M70 42 C66 48 66 54 70 58" stroke="#7a2a06" strokeWidth="1.4" fill="none" />
        <circle cx="76" cy="46" r="3.4" fill="#1b0a06" />
        <circle cx="77" cy="45" r="1.1" fill="#ffffff" />
        <path
          d="M84 53 C90 55 92 61 88 66"
          stroke="#7a2a06"
          strokeWidth="1.4"
          fill="none"
          strokeLinecap="round"
        />
      </g>
    </g>
  );
}

function Lantern() {
  return (
    <g>
      <circle cx="50" cy="50" r="40" fill="url(#lf-glow)" opacity="0.8" />
      <path d="M50 4 L50 16" stroke="url(#lf-gold)" strokeWidth="2.5" />
      <circle cx="50" cy="6" r="3" fill="none" stroke="#ffd36e" strokeWidth="2" />
      <rect x="36" y="14" width="28" height="9" rx="2.5" fill="url(#lf-gold)" stroke="#7a4a06" />
      <ellipse cx="50" cy="50" rx="32" ry="28" fill="url(#lf-red)" stroke="#5e0616" strokeWidth="1.8" />
      <path
        d="M50 22 L50 78 M50 22 C36 30 36 70 50 78 M50 22 C64 30 64 70 50 78 M50 22 C24 32 24 68 50 78 M50 22 C76 32 76 68 50 78"
        stroke="#ffc24a"
        strokeOpacity="0.55"
        strokeWidth="1.5"
        fill="none"
      />
      <ellipse cx="39" cy="40" rx="6" ry="13" fill="#ffffff" opacity="0.18" />
      {/* Lucky medallion: a ring with a four-petal flower. */}
      <circle cx="50" cy="50" r="10" fill="#8c0c22" stroke="url(#lf-gold)" strokeWidth="2.5" />
      <path
        d="M50 43 C53 47 53 47 57 50 C53 53 53 53 50 57 C47 53 47 53 43 50 C47 47 47 47 50 43Z"
        fill="url(#lf-gold)"
      />
      <rect x="36" y="76" width="28" height="8" rx="2.5" fill="url(#lf-gold)" stroke="#7a4a06" />
      <path
        d="M50 84 L50 96 M45 87 L44 96 M55 87 L56 96"
        stroke="#ffd36e"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </g>
  );
}

const FAN_PANELS = 8;
const FAN_SPREAD = 140;

function fanPoint(angle: number, radius: number): string {
  const radians = (angle * Math.PI) / 180;
  const x = 50 + radius * Math.sin(radians);
  const y = 78 - radius * Math.cos(radians);
  return `${x.toFixed(1)} ${y.toFixed(1)}`;
}

function Fan() {
  const step = FAN_SPREAD / FAN_PANELS;
  const start = -FAN_SPREAD / 2;
  const panels: ReactNode[] = [];
  for (let i = 0; i < FAN_PANELS; i++) {
    const a = start + i * step;
    const b = a + step;
    panels.push(
      <path
        key={i}
        d={`M${fanPoint(a, 14)} L${fanPoint(a, 50)} A50 50 0 0 1 ${fanPoint(b, 50)} L${fanPoint(b, 14)} A14 14 0 0 0 ${fanPoint(a, 14)}Z`}
        fill={i % 2 === 0 ? "url(#lf-pink)" : "url(#lf-violet)"}
        stroke={INK}
        strokeWidth="1"
      />,
    );
  }
  const ribs: string[] = [];
  for (let i = 0; i <= FAN_PANELS; i++) ribs.push(`M50 78 L${fanPoint(start + i * step, 52)}`);
  return (
    <g>
      <circle cx="50" cy="56" r="40" fill="url(#lf-glow)" opacity="0.7" />
      {panels}
      <path d={ribs.join(" ")} stroke="url(#lf-gold)" strokeWidth="1.6" fill="none" />
      {/* Gold band along the edge and a painted sun with waves. */}
      <path
        d={`M${fanPoint(start, 44)} A44 44 0 0 1 ${fanPoint(-start, 44)}`}
        stroke="#ffd36e"
        strokeWidth="2"
        fill="none"
        strokeDasharray="3 3"
      />
      <circle cx="50" cy="46" r="8" fill="url(#lf-red)" stroke="#ffd36e" strokeWidth="1.5" />
      <path
        d="M30 60 q5 -5 10 0 t10 0 t10 0 t10 0"
        stroke="#ffffff"
        strokeOpacity="0.8"
        strokeWidth="1.6"
        fill="none"
      />
      <circle cx="50" cy="78" r="5" fill="url(#lf-gold)" stroke="#7a4a06" />
      <path
        d="M50 83 C48 88 46 92 42 96"
        stroke="#ff6b8a"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </g>
  );
}

function drumStuds(y: number, rx: number, ry: number): ReactNode[] {
  const studs: ReactNode[] = [];
  for (let x = 22; x <= 78; x += 8) {
    const dy = ry * Math.sqrt(Math.max(0, 1 - ((x - 50) / rx) ** 2));
    studs.push(<circle key={`${y}-${x}`} cx={x} cy={(y + dy).toFixed(1)} r="1.7" fill="#ffe08a" />);
  }
  return studs;
}

function Drum() {
  return (
    <g>
      <circle cx="50" cy="54" r="40" fill="url(#lf-glow)" opacity="0.7" />
      <path
        d="M17 40 L17 72 A33 10 0 0 0 83 72 L83 40Z"
        fill="url(#lf-red)"
        stroke="#5e0616"
        strokeWidth="1.8"
      />
      <path
        d="M17 52 A33 10 0 0 0 83 52 M17 62 A33 10 0 0 0 83 62"
        stroke="url(#lf-gold)"
        strokeWidth="2.5"
        fill="none"
      />
      {drumStuds(40, 33, 10)}
      {drumStuds(70, 33, 10)}
      <ellipse cx="50" cy="40" rx="33" ry="10" fill="#f7e4bd" stroke="#c98a12" strokeWidth="2" />
      <ellipse cx="50" cy="40" rx="12" ry="3.8" fill="url(#lf-gold)" stroke="#c98a12" />
      {/* Crossed sticks. */}
      <path d="M20 10 L58 34 M80 10 L42 34" stroke="url(#lf-wood)" strokeWidth="4.5" strokeLinecap="round" />
      <circle cx="20" cy="10" r="4.5" fill="url(#lf-red)" stroke="#5e0616" />
      <circle cx="80" cy="10" r="4.5" fill="url(#lf-red)" stroke="#5e0616" />
    </g>
  );
}

/** Small lotus bud under the card royals. */
function Bud() {
  return (
    <path
      d="M50 94 C44 90 42 86 44 82 C47 84 49 86 50 88 C51 86 53 84 56 82 C58 86 56 90 50 94Z"
      fill="url(#lf-pink)"
      stroke={INK}
      strokeWidth="0.8"
    />
  );
}

const royal = (text: string, fill: string) => () => (
  <g>
    <Royal text={text} fill={fill} stroke={INK} />
    <Bud />
  </g>
);

export const LOTUS_FORTUNE_ART: Record<string, () => ReactNode> = {
  wild: LotusWild,
  koi: Koi,
  lantern: Lantern,
  fan: Fan,
  drum: Drum,
  a: royal("A", "url(#lf-gold)"),
  k: royal("K", "url(#lf-teal)"),
  q: royal("Q", "url(#lf-pink)"),
  j: royal("J", "url(#lf-violet)"),
  ten: royal("10", "url(#lf-green)"),
};
