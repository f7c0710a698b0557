import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

interface Notice {
  id: number;
  text: string;
  tone: 'good' | 'bad';
}

const Context = createContext<(text: string, tone?: Notice['tone']) => void>(() => undefined);

// Long enough to read a sentence; a newer notice does not wait for an older one.
const noticeMs = 6000;
let nextId = 1;

/** What a finished action did (approved, sent, closed), said once in a live region. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const notify = useCallback((text: string, tone: Notice['tone'] = 'good') => {
    const id = nextId++;
    setNotices((list) => [...list.slice(-2), { id, text, tone }]);
    setTimeout(() => setNotices((list) => list.filter((notice) => notice.id !== id)), noticeMs);
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <Context.Provider value={value}>
      {children}
      <div className="notices" role="status" aria-live="polite">
        {notices.map((notice) => (
          <p key={notice.id} className={`notice notice-${notice.tone}`} data-testid="notice">
            {notice.text}
          </p>
        ))}
      </div>
    </Context.Provider>
  );
}

export function useNotify() {
  return useContext(Context);
}
