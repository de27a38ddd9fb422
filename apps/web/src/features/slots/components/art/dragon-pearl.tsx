import type { ReactNode } from "react";
import { Ribbon, Royal } from "./parts";

/** Dragon Pearl's symbols, drawn on a 100 × 100 canvas (gradients from SymbolDefs, prefix dp-). */

const INK = "#062b1f";

function DragonWild() {
  return (
    <g>
      <circle cx="50" cy="44" r="42" fill="url(#dp-glow)" />
      {/* Flame mane behind the head. */}
      <path
        d="M70 30 C84 26 96 36 94 52 C88 46 84 46 80 48 C90 54 90 66 82 74 C80 64 74 60 68 58Z"
        fill="url(#dp-flame)"
        stroke="#7a1a06"
        strokeWidth="1.2"
      />
      {/* Horns. */}
      <path
        d="M58 28 C62 16 72 8 86 6 C78 12 72 20 68 32Z"
        fill="url(#dp-gold)"
        stroke="#6b4306"
        strokeWidth="1.2"
      />
      <path
        d="M50 27 C50 16 56 8 64 3 C60 12 58 20 60 30Z"
        fill="url(#dp-gold)"
        stroke="#6b4306"
        strokeWidth="1.2"
      />
      {/* Head in profile, snout to the left. */}
      <path
        d="M78 42 C74 28 58 22 44 27 C36 30 26 32 16 37 C10 40 10 47 15 49 C22 52 30 52 34 56 C40 63 50 66 60 63 C70 60 78 52 78 42Z"
        fill="url(#dp-jade)"
        stroke={INK}
        strokeWidth="2"
      />
      {/* Lower jaw and teeth. */}
      <path
        d="M16 50 C26 56 36 61 48 63 C42 68 30 69 21 63 C18 60 16 55 16 50Z"
        fill="url(#dp-jade)"
        stroke={INK}
        strokeWidth="1.6"
      />
      <path
        d="M22 51 l2.5 4 l2.5 -3.5 M30 53.5 l2.5 4 l2.5 -3.5 M38 56 l2.5 3.6 l2.5 -3"
        fill="#ffffff"
        stroke="#ffffff"
        strokeWidth="1"
        strokeLinejoin="round"
      />
      {/* Brow, eye, nostril. */}
      <path d="M34 32 C42 28 52 29 58 34" stroke={INK} strokeWidth="2.4" fill="none" strokeLinecap="round" />
      <path d="M40 38 C44 34 52 34 55 38 C52 42 44 42 40 38Z" fill="#fff3a0" stroke={INK} strokeWidth="1.2" />
      <ellipse cx="48" cy="38" rx="1.6" ry="3" fill="#1a0b02" />
      <ellipse cx="19" cy="41" rx="2.2" ry="1.4" fill={INK} />
      {/* Scales along the neck. */}
      <path
        d="M62 48 q4 -5 8 0 M56 54 q4 -5 8 0 M66 40 q4 -5 8 0"
        stroke="#d9ffe9"
        strokeOpacity="0.7"
        strokeWidth="1.3"
        fill="none"
      />
      {/* Whiskers. */}
      <path
        d="M14 44 C6 44 2 52 4 60 M20 49 C14 58 16 66 10 72"
        stroke="url(#dp-gold)"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <Ribbon y={72} fill="url(#dp-crimson)" stroke="#f5c94f" text="WILD" textFill="#fff3c4" />
    </g>
  );
}

const FLAMES = [0, 45, 90, 135, 180, 225, 270, 315];

function PearlScatter() {
  return (
    <g>
      <circle cx="50" cy="46" r="44" fill="url(#dp-glow)" />
      {FLAMES.map((angle) => (
        <path
          key={angle}
          d="M50 6 C57 14 59 20 55 26 C53 22 50 21 48 26 C43 19 45 12 50 6Z"
          fill="url(#dp-flame)"
          transform={`rotate(${angle} 50 46)`}
        />
      ))}
      <circle
        cx="50"
        cy="46"
        r="24"
        fill="url(#dp-pearl)"
        stroke="#ffffff"
        strokeOpacity="0.7"
        strokeWidth="1.5"
      />
      <ellipse
        cx="42"
        cy="37"
        rx="7.5"
        ry="4.5"
        fill="#ffffff"
        opacity="0.85"
        transform="rotate(-30 42 37)"
      />
      <path
        d="M58 58 C62 54 64 50 64 46"
        stroke="#ffffff"
        strokeOpacity="0.55"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M84 14 l2 5 l5 2 l-5 2 l-2 5 l-2 -5 l-5 -2 l5 -2Z M14 20 l1.5 3.5 l3.5 1.5 l-3.5 1.5 l-1.5 3.5 l-1.5 -3.5 l-3.5 -1.5 l3.5 -1.5Z"
        fill="#fff6c0"
      />
      <Ribbon y={76} fill="url(#dp-violet)" stroke="#f5c94f" text="SCATTER" textFill="#2a1460" />
    </g>
  );
}

function Phoenix() {
  return (
    <g>
      <circle cx="50" cy="50" r="42" fill="url(#dp-glow)" opacity="0.8" />
      {/* Tail feathers sweeping down to the left. */}
      <path d="M46 58 C36 70 22 74 6 70 C18 66 30 62 40 54Z" fill="url(#dp-crimson)" stroke="#5a0612" />
      <path d="M48 60 C42 76 30 86 12 90 C24 82 34 74 42 58Z" fill="url(#dp-flame)" stroke="#7a1a06" />
      <path d="M52 62 C52 78 46 90 36 97 C40 84 42 74 44 60Z" fill="url(#dp-crimson)" stroke="#5a0612" />
      <circle cx="10" cy="70" r="3" fill="url(#dp-gold)" />
      <circle cx="15" cy="88" r="3" fill="url(#dp-gold)" />
      <circle cx="38" cy="94" r="3" fill="url(#dp-gold)" />
      {/* Wings raised. */}
      <path
        d="M52 46 C40 34 30 20 26 6 C36 12 44 18 50 26 C50 18 52 10 57 4 C59 18 59 30 57 44Z"
        fill="url(#dp-flame)"
        stroke="#7a1a06"
        strokeWidth="1.2"
      />
      <path
        d="M60 46 C68 34 80 26 96 24 C88 30 82 36 78 42 C84 41 90 42 96 44 C86 50 74 52 62 52Z"
        fill="url(#dp-flame)"
        stroke="#7a1a06"
        strokeWidth="1.2"
      />
      <path
        d="M36 18 L50 36 M46 12 L53 36 M74 36 L62 47 M82 44 L63 50"
        stroke="#fff3b0"
        strokeOpacity="0.6"
        strokeWidth="1.2"
      />
      {/* Body, head, crest, beak. */}
      <path
        d="M46 58 C42 46 50 36 60 34 C66 33 70 36 71 41 C66 44 62 48 61 55 C58 64 49 67 46 58Z"
        fill="url(#dp-crimson)"
        stroke="#5a0612"
        strokeWidth="1.4"
      />
      <circle cx="69" cy="34" r="6.5" fill="url(#dp-crimson)" stroke="#5a0612" strokeWidth="1.4" />
      <path d="M67 28 C66 20 72 15 80 14 C75 19 74 23 74 29Z" fill="url(#dp-gold)" stroke="#6b4306" />
      <path d="M74.5 32 L85 35 L74.5 38Z" fill="url(#dp-gold)" stroke="#6b4306" />
      <circle cx="70.5" cy="33" r="1.6" fill="#1a0b02" />
    </g>
  );
}

function Tiger() {
  const stripe = "#2a1206";
  return (
    <g>
      <circle cx="50" cy="52" r="44" fill="url(#dp-glow)" opacity="0.7" />
      <circle cx="26" cy="26" r="11" fill="url(#dp-orange)" stroke={stripe} strokeWidth="1.6" />
      <circle cx="74" cy="26" r="11" fill="url(#dp-orange)" stroke={stripe} strokeWidth="1.6" />
      <circle cx="26" cy="27" r="5.5" fill="#4a1c08" />
      <circle cx="74" cy="27" r="5.5" fill="#4a1c08" />
      <path
        d="M50 18 C73 18 88 34 88 53 C88 74 71 88 50 88 C29 88 12 74 12 53 C12 34 27 18 50 18Z"
        fill="url(#dp-orange)"
        stroke={stripe}
        strokeWidth="2"
      />
      {/* Stripes: forehead and cheeks. */}
      <path
        d="M50 21 L45 34 L50 31 L55 34Z M38 24 L40 33 L43 26Z M62 24 L60 33 L57 26Z M13 46 C20 45 25 47 28 51 C23 51 18 50 13 50Z M13 58 C19 57 24 59 27 62 C22 62 17 62 14 62Z M87 46 C80 45 75 47 72 51 C77 51 82 50 87 50Z M87 58 C81 57 76 59 73 62 C78 62 83 62 86 62Z"
        fill={stripe}
      />
      {/* Muzzle and chin. */}
      <ellipse cx="41" cy="64" rx="12" ry="9" fill="#fff3e0" />
      <ellipse cx="59" cy="64" rx="12" ry="9" fill="#fff3e0" />
      <ellipse cx="50" cy="76" rx="10" ry="6" fill="#fff3e0" />
      {/* Eyes. */}
      <path
        d="M28 45 C32 39 40 39 44 45 C40 48 32 48 28 45Z"
        fill="#e6ff72"
        stroke={stripe}
        strokeWidth="1.4"
      />
      <path
        d="M56 45 C60 39 68 39 72 45 C68 48 60 48 56 45Z"
        fill="#e6ff72"
        stroke={stripe}
        strokeWidth="1.4"
      />
      <ellipse cx="36" cy="44.5" rx="1.6" ry="3" fill="#1a0b02" />
      <ellipse cx="64" cy="44.5" rx="1.6" ry="3" fill="#1a0b02" />
      {/* Nose, mouth, whisker dots. */}
      <path
        d="M43 55 C46 53 54 53 57 55 C55 59 52 61 50 61 C48 61 45 59 43 55Z"
        fill="#c2414f"
        stroke={stripe}
        strokeWidth="1.2"
      />
      <path
        d="M50 61 L50 65 C48 69 43 70 40 68 M50 65 C52 69 57 70 60 68"
        stroke={stripe}
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M34 62 h.01 M38 66 h.01 M33 68 h.01 M66 62 h.01 M62 66 h.01 M67 68 h.01"
        stroke={stripe}
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </g>
  );
}

function hexagon(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 3) * i;
    points.push(`${(cx + r * Math.cos(angle)).toFixed(1)} ${(cy + r * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${points.join(" L")}Z`;
}

const PLATES: [number, number][] = [
  [50, 52],
  [50, 32],
  [50, 72],
  [33, 42],
  [67, 42],
  [33, 62],
  [67, 62],
];

function Turtle() {
  return (
    <g>
      <circle cx="50" cy="52" r="42" fill="url(#dp-glow)" opacity="0.7" />
      <ellipse cx="50" cy="15" rx="8" ry="9.5" fill="url(#dp-jade)" stroke={INK} strokeWidth="1.5" />
      <circle cx="46.5" cy="12" r="1.4" fill={INK} />
      <circle cx="53.5" cy="12" r="1.4" fill={INK} />
      <ellipse
        cx="22"
        cy="30"
        rx="9"
        ry="5.5"
        fill="url(#dp-jade)"
        stroke={INK}
        strokeWidth="1.4"
        transform="rotate(-35 22 30)"
      />
      <ellipse
        cx="78"
        cy="30"
        rx="9"
        ry="5.5"
        fill="url(#dp-jade)"
        stroke={INK}
        strokeWidth="1.4"
        transform="rotate(35 78 30)"
      />
      <ellipse
        cx="24"
        cy="78"
        rx="9"
        ry="5.5"
        fill="url(#dp-jade)"
        stroke={INK}
        strokeWidth="1.4"
        transform="rotate(35 24 78)"
      />
      <ellipse
        cx="76"
        cy="78"
        rx="9"
        ry="5.5"
        fill="url(#dp-jade)"
        stroke={INK}
        strokeWidth="1.4"
        transform="rotate(-35 76 78)"
      />
      <path d="M46 86 L50 96 L54 86Z" fill="url(#dp-jade)" stroke={INK} strokeWidth="1.2" />
      <ellipse cx="50" cy="52" rx="31" ry="35" fill="url(#dp-shell)" stroke={INK} strokeWidth="2" />
      <ellipse
        cx="50"
        cy="52"
        rx="27"
        ry="31"
        fill="none"
        stroke="#f5c94f"
        strokeWidth="1.5"
        strokeDasharray="4 3"
      />
      {PLATES.map(([x, y]) => (
        <path
          key={`${x}-${y}`}
          d={hexagon(x, y, 9)}
          fill="#0e5a44"
          fillOpacity="0.55"
          stroke="url(#dp-gold)"
          strokeWidth="1.6"
        />
      ))}
      <circle cx="50" cy="52" r="3" fill="url(#dp-gold)" />
      <ellipse cx="40" cy="34" rx="8" ry="4" fill="#ffffff" opacity="0.18" transform="rotate(-30 40 34)" />
    </g>
  );
}

function Crane() {
  return (
    <g>
      {/* A red sun behind the crane. */}
      <circle cx="52" cy="48" r="32" fill="url(#dp-crimson)" opacity="0.9" />
      <circle cx="52" cy="48" r="32" fill="none" stroke="#f5c94f" strokeOpacity="0.6" strokeWidth="1.5" />
      {/* Wings. */}
      <path
        d="M50 50 C38 36 22 30 6 32 C18 38 28 44 36 52 C24 50 14 54 8 60 C22 60 36 58 48 56Z"
        fill="url(#dp-white)"
        stroke="#44506a"
        strokeWidth="1.2"
      />
      <path
        d="M55 48 C62 32 76 20 94 16 C86 26 80 36 74 44 C82 42 90 44 95 48 C80 52 66 54 56 54Z"
        fill="url(#dp-white)"
        stroke="#44506a"
        strokeWidth="1.2"
      />
      <path
        d="M6 32 C12 33 17 35 21 38 C15 38 10 36 6 32Z M8 60 C11 57 15 55 19 54 C17 57 13 59 8 60Z M94 16 C92 20 89 24 86 27 C87 22 90 19 94 16Z M95 48 C91 46 87 45 83 45 C87 47 91 48 95 48Z"
        fill="#1c2230"
      />
      {/* Legs trailing, body, neck, head with its red crown. */}
      <path d="M44 60 L20 76 M47 61 L26 80" stroke="#2a3242" strokeWidth="2" strokeLinecap="round" />
      <ellipse
        cx="52"
        cy="55"
        rx="15"
        ry="8"
        fill="url(#dp-white)"
        stroke="#44506a"
        strokeWidth="1.2"
        transform="rotate(-15 52 55)"
      />
      <path
        d="M63 50 C70 45 76 39 80 33"
        stroke="#1c2230"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M63 50 C68 47 72 44 75 40"
        stroke="#ffffff"
        strokeWidth="4.5"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="82" cy="31" r="5" fill="url(#dp-white)" stroke="#44506a" strokeWidth="1" />
      <circle cx="82.5" cy="27.6" r="2.4" fill="#e0283a" />
      <path d="M86 30 L97 34 L86 33.5Z" fill="#c9b27a" stroke="#6b5a2a" strokeWidth="0.8" />
      <circle cx="83" cy="31" r="1" fill="#1a0b02" />
    </g>
  );
}

/** Small pearl under the card royals. */
function Jewel() {
  return <circle cx="50" cy="88" r="5" fill="url(#dp-pearl)" stroke="#f5c94f" strokeWidth="1.2" />;
}

const royal = (text: string, fill: string) => () => (
  <g>
    <Royal text={text} fill={fill} stroke={INK} />
    <Jewel />
  </g>
);

export const DRAGON_PEARL_ART: Record<string, () => ReactNode> = {
  wild: DragonWild,
  pearl: PearlScatter,
  phoenix: Phoenix,
  tiger: Tiger,
  turtle: Turtle,
  crane: Crane,
  a: royal("A", "url(#dp-crimson)"),
  k: royal("K", "url(#dp-jade)"),
  q: royal("Q", "url(#dp-gold)"),
  j: royal("J", "url(#dp-violet)"),
  ten: royal("10", "url(#dp-sky)"),
};
