/** Pieces both slots' symbols use. */

const SERIF = "Georgia, 'Times New Roman', serif";

/** A card royal (A, K, Q, J, 10): a heavy serif letter with a dark outline for contrast. */
export function Royal({ text, fill, stroke }: { text: string; fill: string; stroke: string }) {
  const wide = text.length > 1;
  return (
    <text
      x="50"
      y="73"
      textAnchor="middle"
      fontFamily={SERIF}
      fontWeight="700"
      fontSize={wide ? 52 : 66}
      letterSpacing={wide ? -4 : 0}
      fill={fill}
      stroke={stroke}
      strokeWidth="3"
      strokeLinejoin="round"
      paintOrder="stroke"
    >
      {text}
    </text>
  );
}

/** A banner across the bottom of a special symbol ("WILD", "SCATTER"). */
export function Ribbon({
  y,
  fill,
  stroke,
  text,
  textFill,
}: {
  y: number;
  fill: string;
  stroke: string;
  text: string;
  textFill: string;
}) {
  const long = text.length > 5;
  const width = Math.max(52, text.length * (long ? 9 : 11) + 12);
  return (
    <g>
      <path
        d={`M${50 - width / 2 - 8} ${y + 4} L${50 - width / 2} ${y + 9} L${50 - width / 2 - 8} ${y + 14}Z M${50 + width / 2 + 8} ${y + 4} L${50 + width / 2} ${y + 9} L${50 + width / 2 + 8} ${y + 14}Z`}
        fill={stroke}
        opacity="0.85"
      />
      <rect
        x={50 - width / 2}
        y={y}
        width={width}
        height="18"
        rx="5"
        fill={fill}
        stroke={stroke}
        strokeWidth="2"
      />
      <text
        x="50"
        y={y + (long ? 13 : 13.5)}
        textAnchor="middle"
        fontFamily={SERIF}
        fontWeight="700"
        fontSize={long ? 11 : 13}
        letterSpacing={long ? 1 : 1.5}
        fill={textFill}
      >
        {text}
      </text>
    </g>
  );
}
