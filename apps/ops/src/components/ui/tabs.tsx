import { useId } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface Tab<Key extends string> {
  key: Key;
  label: string;
}

interface TabsProps<Key extends string> {
  label: string;
  tabs: readonly Tab<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  children: ReactNode;
  testId?: string;
}

/**
 * Tabs over one panel (WAI-ARIA tabs): the selected tab alone is in the Tab order, the arrow keys,
 * Home and End move between tabs, and the panel is named by its tab. Only the selected panel is
 * rendered, so only its data is asked for.
 */
export function Tabs<Key extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
  testId,
}: TabsProps<Key>) {
  const id = useId();
  const tabId = (key: string) => `${id}-tab-${key}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.key);
    document.getElementById(tabId(next.key))?.focus();
  };

  return (
    <div className="tabs" data-testid={testId}>
      <div className="tab-list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={tabId(tab.key)}
            type="button"
            role="tab"
            className="tab"
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            data-testid={`tab-${tab.key}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        className="tab-panel"
        role="tabpanel"
        aria-labelledby={tabId(selected)}
      >
        {children}
      </div>
    </div>
  );
}
