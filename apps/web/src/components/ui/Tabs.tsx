import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  label: string;
  items: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  children: ReactNode;
}

/** ARIA tabs: arrow keys move between tabs, the panel is named by its tab. */
export function Tabs<K extends string>({ label, items, value, onChange, children }: TabsProps<K>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.key === value);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step || index < 0) return;
    event.preventDefault();
    const next = items[(index + step + items.length) % items.length];
    if (!next) return;
    onChange(next.key);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-key="${next.key}"]`)?.focus();
  };
  if (items.length <= 1) return <div>{children}</div>;
  return (
    <div className="tabs">
      <div ref={listRef} className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            data-key={item.key}
            id={`${baseId}-${item.key}-tab`}
            aria-selected={item.key === value}
            aria-controls={`${baseId}-panel`}
            tabIndex={item.key === value ? 0 : -1}
            className="tabs__tab"
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {/* Not named after its tab: tab labels repeat field labels ("Username"), and a panel named
          the same would make label lookups of those fields ambiguous. */}
      <div id={`${baseId}-panel`} role="tabpanel" className="tabs__panel">
        {children}
      </div>
    </div>
  );
}
