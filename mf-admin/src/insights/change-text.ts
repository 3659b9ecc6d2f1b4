// How a figure moved against the period just before: '+12 % t.o.v. vorige periode', or 'nieuw' when there was
// nothing to compare with (a percentage of zero means nothing).
import { messages } from '../messages.ts';

const text = messages.admin.insights;
// Made at first use, like the kit's number formats (shared/src/format/numbers.ts).
let signed: Intl.NumberFormat | undefined;

export function changeText(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? text.change('0') : text.changeNew;
  signed ??= new Intl.NumberFormat('nl-BE', { signDisplay: 'exceptZero', maximumFractionDigits: 0 });
  return text.change(signed.format(Math.round(((current - previous) / previous) * 100)));
}
