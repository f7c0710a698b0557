// Runs a command to its end with its output held back, for scripts that run several at once and
// print each one's output whole (or only when it fails) rather than interleaved.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

/** Resolves to the command's exit code (1 if it had none) and everything it wrote. */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.once('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks) }));
  });
}
