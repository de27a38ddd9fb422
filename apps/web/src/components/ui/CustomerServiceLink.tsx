import { Icon } from "./Icon";

/** The brand's customer service in a new tab, as a button; nothing when the brand has none. */
export function CustomerServiceLink({
  url,
  label,
  primary = false,
}: {
  url: string | undefined;
  label: string;
  primary?: boolean;
}) {
  if (!url) return null;
  return (
    <a
      className={`btn ${primary ? "btn--primary" : "btn--secondary"}`}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Icon name="headset" size={18} />
      {label}
    </a>
  );
}
