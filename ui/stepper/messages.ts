import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  label: NoMessageValues;
  completed: NoMessageValues;
  current: NoMessageValues;
  upcoming: NoMessageValues;
  position: { current: number; total: number };
  allComplete: NoMessageValues;
}>({
  label: {
    id: 'ui.stepper.label',
    defaultMessage: 'Progress',
    description: 'Default accessible name of the list of steps in a multi-step form.',
  },
  completed: {
    id: 'ui.stepper.completed',
    defaultMessage: 'Completed',
    description: 'Screen-reader status of a step that is done.',
  },
  current: {
    id: 'ui.stepper.current',
    defaultMessage: 'Current step',
    description: 'Screen-reader status of the step the person is on.',
  },
  upcoming: {
    id: 'ui.stepper.upcoming',
    defaultMessage: 'Not started',
    description: 'Screen-reader status of a step not reached yet.',
  },
  position: {
    id: 'ui.stepper.position',
    defaultMessage: 'Step {current, number} of {total, number}',
    description: 'Compact stepper on narrow screens, e.g. "Step 2 of 4".',
  },
  allComplete: {
    id: 'ui.stepper.allComplete',
    defaultMessage: 'All steps completed',
    description: 'Compact stepper on narrow screens once every step is done.',
  },
});
