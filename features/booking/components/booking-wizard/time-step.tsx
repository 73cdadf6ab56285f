import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Slot } from '@contract/appointments';
import { formatDate, formatRupees } from '@lib/format';
import { specialtyLabel } from '@lib/i18n';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { Skeleton } from '@ui/skeleton';
import type { DaySlots } from '../../api';
import { formatTimeRange, localeOf } from '../../format';
import { weekdayMessages } from '../../messages';
import type { Weekday } from '../../next-date';
import { messages } from './messages';

export type TimeStepProps = {
  day: Weekday;
  date: string;
  daySlots: DaySlots;
  /** Why the patient is back here: a preset or chosen slot turned out to be taken. */
  notice: string | null;
  onChoose: (slot: Slot) => void;
  onChangeDay: () => void;
};

type Group = { key: string; hospital: string; department: string; fee: number; slots: Slot[] };

/** Slots by hospital and department, in the order the server lists them. */
function groupsOf(slots: Slot[]): Group[] {
  const groups = new Map<string, Group>();
  for (const slot of slots) {
    const key = `${slot.hospital._id}|${slot.department}|${slot.consultationFee}`;
    const group = groups.get(key) ?? {
      key,
      hospital: slot.hospital.name,
      department: slot.department,
      fee: slot.consultationFee,
      slots: [],
    };
    group.slots.push(slot);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Step 2: the chosen day's 30-minute slots; taken ones are shown but cannot be chosen. */
export function TimeStep({ day, date, daySlots, notice, onChoose, onChangeDay }: TimeStepProps) {
  const intl = useIntl();
  const baseId = useId();
  const locale = localeOf(intl);
  const { slots, isLoading, failed, refresh } = daySlots;
  const allTaken = slots !== undefined && slots.length > 0 && slots.every((s) => !s.available);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-base font-semibold text-foreground">
          {intl.formatMessage(messages.dayDate, {
            day: intl.formatMessage(weekdayMessages[day]),
            date: formatDate(date, locale),
          })}
        </p>
        <Button variant="outline" onClick={onChangeDay}>
          {intl.formatMessage(messages.changeDay)}
        </Button>
      </div>
      {notice ? <Alert tone="warning">{notice}</Alert> : null}
      {failed ? (
        <ErrorState
          variant="bordered"
          size="sm"
          headingLevel="h3"
          title={intl.formatMessage(messages.slotsFailed)}
          onRetry={refresh}
        />
      ) : isLoading || !slots ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <p role="status" className="sr-only">
            {intl.formatMessage(messages.slotsLoading)}
          </p>
          <Skeleton className="h-6 w-1/2" />
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {[0, 1, 2, 3, 4, 5].map((n) => (
              <Skeleton key={n} className="h-touch" />
            ))}
          </div>
        </div>
      ) : slots.length === 0 ? (
        <EmptyState
          size="sm"
          headingLevel="h3"
          title={intl.formatMessage(messages.slotsEmpty)}
          description={intl.formatMessage(messages.chooseAnotherDay)}
        />
      ) : (
        <>
          {allTaken ? (
            <Alert tone="info">
              <p className="font-semibold">{intl.formatMessage(messages.allTaken)}</p>
              <p>{intl.formatMessage(messages.chooseAnotherDay)}</p>
            </Alert>
          ) : null}
          {groupsOf(slots).map((group, index) => (
            <section
              key={group.key}
              aria-labelledby={`${baseId}-${index}`}
              className="flex flex-col gap-3"
            >
              <div>
                <h3 id={`${baseId}-${index}`} className="text-lg font-semibold text-foreground">
                  {group.hospital}
                </h3>
                <p className="text-sm text-muted-foreground">
                  {intl.formatMessage(messages.group, {
                    department: specialtyLabel(intl, group.department),
                    fee: formatRupees(group.fee, locale),
                  })}
                </p>
              </div>
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {group.slots.map((slot) => {
                  const time = formatTimeRange(intl, slot.startTime, slot.endTime);
                  return (
                    <li key={slot.startTime}>
                      {slot.available ? (
                        <Button
                          variant="outline"
                          className="h-auto w-full py-2 whitespace-normal"
                          aria-label={intl.formatMessage(messages.slotLabel, {
                            time,
                            hospital: group.hospital,
                          })}
                          onClick={() => onChoose(slot)}
                        >
                          {time}
                        </Button>
                      ) : (
                        <Button
                          variant="outline"
                          disabled
                          className="h-auto w-full flex-col gap-0 py-1.5 whitespace-normal"
                        >
                          <span className="line-through">{time}</span>
                          <span className="text-xs">{intl.formatMessage(messages.taken)}</span>
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </>
      )}
    </>
  );
}
