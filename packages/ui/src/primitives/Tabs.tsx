import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef } from "react";
import { useSearchParams } from "react-router";
import { tabAfterKey, tabFromParam } from "./tab-keys";

export interface TabItem<K extends string> {
  id: K;
  label: string;
  /** Marks a tab holding fields with errors. */
  alert?: boolean;
}

export interface TabsProps<K extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (id: K) => void;
  /** Prefix of the tab and panel element ids, for panels drawn with TabPanel. */
  idPrefix?: string;
  /**
   * The content of the active tab in one shared panel; without children, draw each panel with
   * TabPanel. With a single tab only the content is shown.
   */
  children?: ReactNode;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/** Tab list with roving tabindex and arrow-key, Home and End navigation (WAI-ARIA tabs pattern). */
export function Tabs<K extends string>({ label, tabs, active, onChange, idPrefix, children }: TabsProps<K>) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  const shared = children !== undefined;
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const target = tabAfterKey(
      tabs.map((tab) => tab.id),
      active,
      event.key,
      rtl,
    );
    if (target === undefined) return;
    event.preventDefault();
    onChange(target);
    refs.current.get(target)?.focus();
  };
  if (shared && tabs.length <= 1) return <div>{children}</div>;
  const list = (
    <div className="tabs tabs__list" role="tablist" aria-label={label} onKeyDown={move}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(element) => {
            if (element) refs.current.set(tab.id, element);
            else refs.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          data-key={tab.id}
          id={tabId(prefix, tab.id)}
          aria-controls={shared ? `${prefix}-panel` : panelId(prefix, tab.id)}
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
  if (!shared) return list;
  return (
    <div className="tabs-box">
      {list}
      {/* Not named after its tab: tab labels may repeat field labels ("Username"), and a panel
          named the same would make label lookups of those fields ambiguous. */}
      <div id={`${prefix}-panel`} role="tabpanel" className="tabs__panel">
        {children}
      </div>
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

/**
 * The active tab kept in a URL query parameter, so a reload or a shared link opens the same tab.
 * The first tab is the default and leaves the parameter out.
 */
export function useTabParam<K extends string>(param: string, ids: readonly K[]): [K, (id: K) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = ids[0] as K;
  const active = tabFromParam(ids, params.get(param), fallback);
  const setActive = useCallback(
    (id: K) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === fallback) next.delete(param);
          else next.set(param, id);
          return next;
        },
        { replace: true },
      ),
    [fallback, param, setParams],
  );
  return [active, setActive];
}
