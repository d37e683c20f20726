/** One figure of the bench: its label, its value and, when it has one, its target. */
export const line = (label: string, value: string, target = '') =>
  console.log(`${label.padEnd(44)} ${value.padStart(12)}${target ? `   (meta ${target})` : ''}`);
