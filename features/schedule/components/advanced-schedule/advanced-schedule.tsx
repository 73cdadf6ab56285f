import { useState, type ComponentProps } from 'react';
import { CalendarPlus, Save } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { ScheduleSlot } from '@contract/schedule';
import { useErrorText } from '@lib/errors';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { cn } from '@ui/lib';
import { Skeleton } from '@ui/skeleton';
import { toast } from '@ui/toast';
import { useDeleteSlot, useDoctorHospitals, useScheduleSlots } from '../../api/schedule';
import { HospitalsSection } from './hospitals-section';
import { messages } from './messages';
import { SlotDialog } from './slot-dialog';
import { WeekGrid } from './week-grid';

export type AdvancedScheduleProps = Omit<ComponentProps<'div'>, 'children'>;

/**
 * The doctor portal's Advanced Schedule tab (001 §2.10, ADR 0031): the weekly grid, the
 * slot dialog, delete with a confirmation, Save Schedule (each slot is already saved; it
 * re-reads the stored week), and the doctor's hospitals.
 */
export function AdvancedSchedule({ className, ...props }: AdvancedScheduleProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { data, error, failed, reload } = useScheduleSlots();
  const hospitals = useDoctorHospitals();
  const remove = useDeleteSlot();
  const [editing, setEditing] = useState<ScheduleSlot | null>(null);
  const [slotOpen, setSlotOpen] = useState(false);
  const [deleting, setDeleting] = useState<ScheduleSlot | null>(null);
  const [saving, setSaving] = useState(false);

  const open = (slot: ScheduleSlot | null) => {
    setEditing(slot);
    setSlotOpen(true);
  };
  const saveSchedule = async () => {
    setSaving(true);
    try {
      // A failed read resolves empty (SWR keeps the error): that is a failed save to the doctor.
      if (!(await reload())) throw new Error('schedule not read');
      toast({ title: intl.formatMessage(messages.saved), variant: 'success' });
    } catch {
      toast({ title: intl.formatMessage(messages.saveFailed), variant: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.trigger({ params: { id: deleting._id } });
      toast({ title: intl.formatMessage(messages.deleted), variant: 'success' });
    } catch (err) {
      toast({
        title: intl.formatMessage(messages.deleteFailed),
        description: errorText(err),
        variant: 'error',
      });
    }
  };

  let body;
  if (failed)
    body = (
      <ErrorState
        headingLevel="h3"
        title={intl.formatMessage(messages.loadFailed)}
        description={errorText(error)}
        onRetry={() => reload()}
      />
    );
  else if (!data)
    body = (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p role="status" className="text-muted-foreground">
          {intl.formatMessage(messages.loading)}
        </p>
        <Skeleton className="h-40" />
      </div>
    );
  else if (data.slots.length === 0)
    body = (
      <EmptyState
        headingLevel="h3"
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.emptyText)}
        action={<Button onClick={() => open(null)}>{intl.formatMessage(messages.addSlot)}</Button>}
      />
    );
  else body = <WeekGrid slots={data.slots} onEdit={open} onDelete={setDeleting} />;

  return (
    <div className={cn('flex flex-col gap-8', className)} {...props}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-2xl font-semibold text-foreground">
            {intl.formatMessage(messages.title)}
          </h2>
          <p className="text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => open(null)}>
            <CalendarPlus aria-hidden="true" />
            {intl.formatMessage(messages.addSlot)}
          </Button>
          <Button variant="outline" loading={saving} onClick={() => void saveSchedule()}>
            <Save aria-hidden="true" />
            {intl.formatMessage(messages.saveSchedule)}
          </Button>
        </div>
      </div>
      {body}
      <HospitalsSection data={hospitals.data} failed={hospitals.failed} onRetry={hospitals.retry} />
      <SlotDialog
        editing={editing}
        open={slotOpen}
        onOpenChange={setSlotOpen}
        hospitals={hospitals.data?.hospitals ?? []}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={intl.formatMessage(messages.deleteTitle)}
        confirmLabel={intl.formatMessage(messages.deleteConfirm)}
        tone="danger"
        onConfirm={confirmDelete}
      />
    </div>
  );
}
