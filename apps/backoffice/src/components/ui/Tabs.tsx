import { type KeyboardEvent, type ReactNode, useRef } from "react";

export interface TabItem<K extends string> {
  id: K;
  label: string;
  /** Marks a tab holding fields with errors. */
  alert?: boolean;
}

export interface TabsProps<K extends string> {
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (id: K) => void;
  /** Prefix of the tab and panel element ids. */
  idPrefix: string;
  label: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/** Tab list with arrow-key, Home and End navigation (WAI-ARIA tabs pattern). */
export function Tabs<K extends string>({ tabs, active, onChange, idPrefix, label }: TabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const target =
      event.key === "ArrowRight"
        ? tabs[(index + 1) % tabs.length]
        : event.key === "ArrowLeft"
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === "Home"
            ? tabs[0]
            : event.key === "End"
              ? tabs[tabs.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    onChange(target.id);
    refs.current.get(target.id)?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={move}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(element) => {
            if (element) refs.current.set(tab.id, element);
            else refs.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab.id)}
          aria-controls={panelId(idPrefix, tab.id)}
          aria-selected={tab.id === active}
          tabIndex={tab.id === active ? 0 : -1}
          className={`tabs__tab${tab.alert ? " tabs__tab--alert" : ""}`}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
          {tab.alert && <span className="tabs__dot" aria-hidden="true" />}
        </button>
      ))}
    </div>
  );
}

/** A tab's panel; hidden panels stay mounted so their form fields keep their values. */
export function TabPanel({
  idPrefix,
  id,
  active,
  children,
}: {
  idPrefix: string;
  id: string;
  active: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      hidden={!active}
      className="tabs__panel"
    >
      {children}
    </div>
  );
}
