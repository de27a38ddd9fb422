/**
 * Gradients shared by every symbol of both slots, rendered once per page (ids must be unique in
 * the document; the symbols refer to them with url(#…)). Kept in a zero-size, visible SVG: some
 * browsers do not paint gradients defined inside display:none.
 */
function Linear({
  id,
  stops,
  vertical = true,
}: {
  id: string;
  stops: [string, string][];
  vertical?: boolean;
}) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2={vertical ? "0" : "1"} y2={vertical ? "1" : "0"}>
      {stops.map(([offset, colour]) => (
        <stop key={offset} offset={offset} stopColor={colour} />
      ))}
    </linearGradient>
  );
}

export function SymbolDefs() {
  return (
    <svg className="slot-defs" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        {/* Lotus Fortune: dusk lotus pond, pink petals, gold, teal water. */}
        <Linear
          id="lf-gold"
          stops={[
            ["0", "#fff4c2"],
            ["0.45", "#ffd36e"],
            ["1", "#c4820f"],
          ]}
        />
        <Linear
          id="lf-pink"
          stops={[
            ["0", "#ffe4f1"],
            ["0.5", "#ff92c4"],
            ["1", "#d6457f"],
          ]}
        />
        <Linear
          id="lf-teal"
          stops={[
            ["0", "#8ff0df"],
            ["1", "#0f8574"],
          ]}
        />
        <Linear
          id="lf-red"
          stops={[
            ["0", "#ff7a62"],
            ["0.55", "#e0283a"],
            ["1", "#8c0c22"],
          ]}
        />
        <Linear
          id="lf-orange"
          stops={[
            ["0", "#ffe08a"],
            ["0.5", "#ff9a36"],
            ["1", "#d9520f"],
          ]}
        />
        <Linear
          id="lf-violet"
          stops={[
            ["0", "#e6d2ff"],
            ["1", "#8050e8"],
          ]}
        />
        <Linear
          id="lf-green"
          stops={[
            ["0", "#dcff9a"],
            ["1", "#3fa83a"],
          ]}
        />
        <Linear
          id="lf-wood"
          stops={[
            ["0", "#e2a266"],
            ["1", "#7a3e16"],
          ]}
        />
        <radialGradient id="lf-glow">
          <stop offset="0" stopColor="#ffe3a0" stopOpacity="0.75" />
          <stop offset="1" stopColor="#ff8cc0" stopOpacity="0" />
        </radialGradient>

        {/* Dragon Pearl: night jade, crimson lacquer, gold, a moonlit pearl. */}
        <Linear
          id="dp-gold"
          stops={[
            ["0", "#fff6cf"],
            ["0.45", "#f5c94f"],
            ["1", "#b9770b"],
          ]}
        />
        <Linear
          id="dp-jade"
          stops={[
            ["0", "#b8f7d4"],
            ["0.5", "#36c486"],
            ["1", "#0a5c3c"],
          ]}
        />
        <Linear
          id="dp-crimson"
          stops={[
            ["0", "#ff8a78"],
            ["0.5", "#d3223c"],
            ["1", "#6e0918"],
          ]}
        />
        <Linear
          id="dp-flame"
          stops={[
            ["0", "#fff6b0"],
            ["0.45", "#ffb524"],
            ["1", "#e5420f"],
          ]}
        />
        <Linear
          id="dp-orange"
          stops={[
            ["0", "#ffd089"],
            ["0.55", "#f38b1f"],
            ["1", "#a9480a"],
          ]}
        />
        <Linear
          id="dp-shell"
          stops={[
            ["0", "#8ae8c8"],
            ["0.55", "#249c77"],
            ["1", "#0b4a38"],
          ]}
        />
        <Linear
          id="dp-white"
          stops={[
            ["0", "#ffffff"],
            ["1", "#cfd9ea"],
          ]}
        />
        <Linear
          id="dp-violet"
          stops={[
            ["0", "#efe6ff"],
            ["1", "#8e6ee6"],
          ]}
        />
        <Linear
          id="dp-sky"
          stops={[
            ["0", "#c9f1ff"],
            ["1", "#2f8fd0"],
          ]}
        />
        <radialGradient id="dp-pearl" cx="0.38" cy="0.34" r="0.75">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.35" stopColor="#eef1ff" />
          <stop offset="0.72" stopColor="#b7a6f2" />
          <stop offset="1" stopColor="#5f4cc4" />
        </radialGradient>
        <radialGradient id="dp-glow">
          <stop offset="0" stopColor="#fff2b0" stopOpacity="0.7" />
          <stop offset="1" stopColor="#36c486" stopOpacity="0" />
        </radialGradient>
      </defs>
    </svg>
  );
}
