// SPEC §8 'User delete failure': only the first sentence of the server's message is shown.
export function firstSentence(message: string): string {
  const text = message.trim();
  return /^.*?[.!?](?=\s|$)/su.exec(text)?.[0] ?? text;
}
