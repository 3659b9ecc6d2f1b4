// An event as the No Show Tool's form sends it (a free, in-person networking evening with parking and catering):
// the tests of the tool and of the insights that count its use ask with the same one.
import type { NoShowEvent } from 'shared/contracts';

export const EXAMPLE_EVENT: NoShowEvent = {
  Temperature: 12,
  Reminder: false,
  Parking: true,
  'Public transport access': 'medium',
  Paid: false,
  'Weather Description': '=Missing=',
  'Event Type': 'networking',
  'Attendance Type': 'in-person',
  Timing: 'evening',
  Catering: true,
};
