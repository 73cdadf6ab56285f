import { useEffect, useEffectEvent, useRef } from 'react';
import type { Slot } from '@contract/appointments';
import type { DaySlots } from '../../api';
import type { Weekday } from '../../next-date';

/** A slot chosen beforehand, as the profile's "Book this slot" passes it. */
export type BookingPreset = {
  day: Weekday;
  /** "10:00": the slot starting then. */
  startTime: string;
  endTime?: string;
  /** The hospital's id; or else its name (the profile's links carry the name). */
  hospitalId?: string;
  hospitalName?: string;
};

const matchesPreset = (slot: Slot, preset: BookingPreset) =>
  slot.startTime === preset.startTime &&
  (!preset.endTime || slot.endTime === preset.endTime) &&
  (preset.hospitalId
    ? slot.hospital._id === preset.hospitalId
    : !preset.hospitalName || slot.hospital.name === preset.hospitalName);

/**
 * A preset slot is taken only once the day's slots confirm it exists and is free; else
 * the patient chooses another time (`known`: the slots came, and it was not among the free).
 */
export function usePresetSlot(
  preset: BookingPreset | undefined,
  { slots, failed }: DaySlots,
  on: { onFree: (slot: Slot) => void; onGone: (known: boolean) => void },
) {
  const pending = useRef(Boolean(preset));
  const settle = useEffectEvent((found: Slot[] | undefined, chosen: BookingPreset) => {
    const match = found?.find((candidate) => matchesPreset(candidate, chosen));
    if (match?.available) on.onFree(match);
    else on.onGone(found !== undefined);
  });
  useEffect(() => {
    if (!pending.current || !preset || (!slots && !failed)) return;
    pending.current = false;
    settle(slots, preset);
  }, [preset, slots, failed]);
}
