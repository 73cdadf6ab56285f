import { Pencil, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { ScheduleSlot } from '@contract/schedule';
import { formatNumber, formatRupees } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { departmentMessages, messages, valued } from './messages';

/** 001 §2.10: the grid runs Monday to Sunday. */
const week = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export type WeekGridProps = {
  slots: readonly ScheduleSlot[];
  onEdit: (slot: ScheduleSlot) => void;
  onDelete: (slot: ScheduleSlot) => void;
};

/** The weekly grid: a column per day, a card per slot with Edit and Delete. */
export function WeekGrid({ slots, onEdit, onDelete }: WeekGridProps) {
  const intl = useIntl();
  return (
    <ol
      aria-label={intl.formatMessage(messages.weekly)}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7"
    >
      {week.map((day) => {
        const mine = slots.filter((s) => s.day === day);
        return (
          <li key={day} className="flex flex-col gap-2 rounded-lg border border-border p-3">
            <h3 className="font-semibold text-foreground">{intl.formatMessage(messages[day])}</h3>
            {mine.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {intl.formatMessage(messages.noSlots)}
              </p>
            ) : (
              <ul className="flex flex-col gap-2">
                {mine.map((slot) => (
                  <SlotCard key={slot._id} slot={slot} onEdit={onEdit} onDelete={onDelete} />
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function SlotCard({
  slot,
  onEdit,
  onDelete,
}: {
  slot: ScheduleSlot;
  onEdit: (slot: ScheduleSlot) => void;
  onDelete: (slot: ScheduleSlot) => void;
}) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const time =
    slot.startTime && slot.endTime
      ? `${slot.startTime}–${slot.endTime}`
      : intl.formatMessage(messages.unknownTime);
  const department =
    slot.department === 'Other'
      ? slot.departmentOther
      : intl.formatMessage(
          departmentMessages[slot.department as keyof typeof departmentMessages] ??
            departmentMessages.Other,
        );
  const label = { day: intl.formatMessage(messages[slot.day]), time };
  return (
    <li
      aria-label={intl.formatMessage(valued.slotLabel, label)}
      className="flex flex-col gap-1 rounded-md bg-muted/50 p-2 text-sm"
    >
      <p className="font-medium text-foreground">{time}</p>
      <p className="text-foreground">
        {slot.hospitalName ?? intl.formatMessage(messages.unknownHospital)}
      </p>
      <p className="text-muted-foreground">{department}</p>
      <p className="text-muted-foreground">
        {intl.formatMessage(valued.fee, { fee: formatRupees(slot.consultationFee, locale) })}
      </p>
      <p className="text-muted-foreground">
        {intl.formatMessage(valued.maxPatients, {
          count: formatNumber(slot.maxPatients, locale),
        })}
      </p>
      {slot.upcomingBookings > 0 ? (
        <Badge variant="info" className="self-start">
          {intl.formatMessage(valued.bookings, { count: slot.upcomingBookings })}
        </Badge>
      ) : null}
      <div className="flex gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={intl.formatMessage(valued.editSlotLabel, label)}
          onClick={() => onEdit(slot)}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={intl.formatMessage(valued.deleteSlotLabel, label)}
          onClick={() => onDelete(slot)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
