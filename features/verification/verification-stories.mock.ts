/**
 * What the two verification screens' stories share (DoctorVerification and
 * PatientIdentityVerification): each story starts from an application in a given state
 * with the apply endpoints' handlers and no toast left over, chooses made-up files, and
 * the same failed load of one's verification. Only stories import this module.
 */
import type { RequestHandler } from 'msw';
import { expect, within } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/verification-apply';
import {
  myVerification,
  verificationApplyHandlers,
  verificationApplyStore,
} from '@mocks/handlers/verification-apply';
import { toast } from '@ui/toast';

type Msw = { msw: { use(...handlers: RequestHandler[]): void } };
type DoctorState = keyof typeof fixtures.doctorStates;
type PatientState = keyof typeof fixtures.patientStates;

/** Puts the caller's application in a doctor's or a patient's state. */
export const startIn = {
  doctor: (state: DoctorState) => () =>
    verificationApplyStore.reset(fixtures.doctorStates[state], fixtures.doctorApplication),
  patient: (state: PatientState) => () =>
    verificationApplyStore.reset(fixtures.patientStates[state], fixtures.patientApplication),
};

/** The meta's beforeEach: not applied yet, the apply handlers, no toast from before. */
export const freshApplication =
  (who: keyof typeof startIn) =>
  ({ msw }: Msw) => {
    startIn[who]('notApplied')();
    toast.dismiss();
    msw.use(...verificationApplyHandlers());
  };

/** A made-up file of `bytes` zero bytes, as a person would choose it. */
export const file = (name: string, type: string, bytes = 4096) =>
  new File([new Uint8Array(bytes)], name, { type });

/** Offline: the status does not load, and the screen says so. */
export const offlineStory = {
  beforeEach({ msw }: Msw) {
    msw.use(myVerification.offline());
  },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load your verification status.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
