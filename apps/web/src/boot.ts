/**
 * The page's entry. The app (main.tsx) runs once the browser has painted what the page arrived
 * with — `/`'s first screen (decision 0025), else the splash — instead of before it: compiling
 * and running the app costs a slow phone a few hundred milliseconds, and the browser runs a
 * module it already has before its first paint. The app's chunks and stylesheet are named in
 * `index.html` (vite-app-entry.ts), so they travel beside this one and the first paint has the
 * app's styles (decision 0026); what the page needs only after it (a lazy page's chunks) is
 * linked then (decision 0027). This module imports nothing the app does: what it imports runs
 * before the paint.
 */
import {
  afterFirstPaint,
  afterFirstPaintShown,
  afterLargestPictureShown,
  appEntryOf,
  linkWhatWaitedForPaint,
} from './lib/after-first-paint';

afterFirstPaint()
  // On screen, not only drawn: what starts before the paint is shown (the app's requests, its
  // page's chunks) is what Lighthouse's estimate of the largest paint counts as waited for.
  .then(() => afterFirstPaintShown())
  .then(() => {
    // A few links a task, beside the app's evaluation rather than before it in one long task.
    void linkWhatWaitedForPaint();
    // `/`'s game pictures drawn before the app replaces the screen they are on.
    return afterLargestPictureShown();
  })
  // The built page names the app's chunk; the development server serves main.tsx as it is.
  .then(() => import(/* @vite-ignore */ appEntryOf() ?? '/src/main.tsx'))
  .catch(() => {
    // The app did not load (a lost connection, a build replaced under the page): the splash, not
    // a first screen of games that cannot be played.
    document.getElementById('root')?.replaceChildren();
  });
