/** The wordmark's star: its outline and its gold, top to bottom. Drawn by the home's header and
 * by `/`'s first screen (app/first-screen). */
export const wordmarkStar = {
  path: 'M16 2.5 19.6 11l9.2 1-6.9 6.2 2 9.1L16 22.6l-7.9 4.7 2-9.1L3.2 12l9.2-1z',
  gold: [
    { offset: '0', color: '#ffe9a8' },
    { offset: '0.6', color: '#f5c451' },
    { offset: '1', color: '#c9851a' },
  ],
} as const;
