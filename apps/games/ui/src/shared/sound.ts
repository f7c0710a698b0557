/**
 * Short tones generated in code (no audio files to download). Off until the player turns it on;
 * the choice is remembered on this device when the browser lets a framed page store it.
 */
const storageKey = 'sorte.games.sound';

export interface Sound {
  readonly enabled: boolean;
  setEnabled(enabled: boolean): void;
  spinStart(): void;
  reelStop(reel: number): void;
  win(bigWin: boolean): void;
  feature(): void;
  /** A tone that climbs with each step of a feature (a respin, a multiplier). */
  rise(step: number): void;
}

export function createSound(): Sound {
  let enabled = readStored();
  let context: AudioContext | undefined;

  const tone = (frequencyHz: number, startInS: number, durationS: number, volume = 0.08) => {
    if (!enabled) return;
    context ??= new AudioContext();
    const start = context.currentTime + startInS;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'triangle';
    oscillator.frequency.setValueAtTime(frequencyHz, start);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(volume, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + durationS);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + durationS + 0.02);
  };

  return {
    get enabled() {
      return enabled;
    },
    setEnabled(value) {
      enabled = value;
      try {
        localStorage.setItem(storageKey, value ? 'on' : 'off');
      } catch {
        // Storage can be blocked for a framed page; the choice then lasts this visit only.
      }
      if (value) tone(660, 0, 0.12);
    },
    spinStart: () => tone(330, 0, 0.08, 0.05),
    reelStop: (reel) => tone(220 + reel * 40, 0, 0.09, 0.07),
    win: (bigWin) => {
      const notes = bigWin ? [523, 659, 784, 1047, 1319] : [523, 659, 784];
      notes.forEach((frequencyHz, index) => tone(frequencyHz, index * 0.09, 0.18));
    },
    rise: (step) => tone(392 * 2 ** (Math.min(step, 12) / 6), 0, 0.16, 0.08),
    feature: () => {
      [392, 523, 659, 784, 1047, 784, 1047].forEach((frequencyHz, index) =>
        tone(frequencyHz, index * 0.11, 0.22, 0.09),
      );
    },
  };
}

function readStored(): boolean {
  try {
    return localStorage.getItem(storageKey) === 'on';
  } catch {
    return false;
  }
}
