import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ProfileSection } from '@contract/doctor-profile';
import { isApiError, isConnectionFailure } from '@lib/api';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { Skeleton } from '@ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/tabs';
import { toast } from '@ui/toast';
import { useDoctorProfile } from '../../api/doctor-profile';
import { ProfilePreview } from '../profile-preview';
import { formIdOf } from '../sections/section-form';
import { messages, tabMessages } from './messages';
import { SectionPanel } from './section-panel';

const slotTabs = ['schedule', 'records', 'prescriptions', 'emergencies'] as const;
type SlotTab = (typeof slotTabs)[number];
export type ProfileTab = ProfileSection | SlotTab;
const tabs: ProfileTab[] = [
  'basic',
  'nmc',
  'education',
  'experience',
  'research',
  'achievements',
  'bio',
  'socialMedia',
  ...slotTabs,
];
const isSlot = (tab: ProfileTab): tab is SlotTab => (slotTabs as readonly string[]).includes(tab);

export type DoctorProfileProps = {
  /** The doctor's weekly schedule (issue 16, schedule feature), composed in app/. */
  renderSchedule?: () => ReactNode;
  /** The doctor's own medical records list (records feature). */
  renderRecords?: () => ReactNode;
  /** The doctor's own prescriptions list (prescriptions feature). */
  renderPrescriptions?: () => ReactNode;
  /** The doctor's emergency history (emergency feature). */
  renderEmergencyHistory?: () => ReactNode;
  /** The tab to open on (stories). */
  defaultTab?: ProfileTab;
};

/**
 * The doctor's profile editor (001 §2.12, §4): Preview Profile and Edit Profile; while
 * editing, Cancel and Save Changes for the open section; twelve tabs; the banners of §8.
 */
export function DoctorProfile({ defaultTab = 'basic', ...slots }: DoctorProfileProps) {
  const intl = useIntl();
  const { profile, error, retry } = useDoctorProfile();
  const [tab, setTab] = useState<ProfileTab>(defaultTab);
  const [editing, setEditing] = useState(false);
  const [round, setRound] = useState(0);
  const [banner, setBanner] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const title = (
    <h2 id="doctor-profile-title" className="text-2xl font-semibold">
      {intl.formatMessage(messages.title)}
    </h2>
  );

  if (error && !profile) {
    // NOT_A_DOCTOR, or any other 403 (an admin in the doctor portal has no doctor profile: ADR 0032).
    const notADoctor = isApiError(error) && error.status === 403;
    return (
      <section aria-labelledby="doctor-profile-title" className="flex flex-col gap-4">
        {title}
        {notADoctor ? (
          <ErrorState
            title={intl.formatMessage(messages.notADoctor)}
            description={intl.formatMessage(messages.notADoctorText)}
          />
        ) : (
          <ErrorState
            title={intl.formatMessage(
              isConnectionFailure(error) ? messages.loadFailedRetry : messages.loadFailed,
            )}
            onRetry={retry}
            retryLabel={intl.formatMessage(messages.retry)}
          />
        )}
      </section>
    );
  }
  if (!profile) {
    return (
      <section
        aria-labelledby="doctor-profile-title"
        aria-busy="true"
        className="flex flex-col gap-4"
      >
        {title}
        <p className="sr-only">{intl.formatMessage(messages.loading)}</p>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-64 w-full" />
      </section>
    );
  }

  const sectionName = (t: ProfileTab) => intl.formatMessage(tabMessages[t]);
  const stopEditing = () => {
    setEditing(false);
    setRound((r) => r + 1);
  };
  const sectionProps = (section: ProfileSection) => ({
    editing,
    onSaved: () => {
      setBanner(null);
      setEditing(false);
      toast({
        title: intl.formatMessage(messages.saved, { section: sectionName(section) }),
        variant: 'success',
      });
    },
    onFailed: (failure: unknown) =>
      setBanner(
        isApiError(failure) && failure.status < 500 && failure.message
          ? `${intl.formatMessage(messages.saveFailed, { section: sectionName(section) })}: ${failure.message}`
          : intl.formatMessage(messages.saveFailedRetry, { section: sectionName(section) }),
      ),
  });
  const slot = {
    schedule: slots.renderSchedule,
    records: slots.renderRecords,
    prescriptions: slots.renderPrescriptions,
    emergencies: slots.renderEmergencyHistory,
  };

  return (
    <section aria-labelledby="doctor-profile-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {title}
        <div className="flex flex-wrap gap-2">
          {editing ? (
            <>
              <Button
                variant="outline"
                onClick={() => {
                  setBanner(null);
                  stopEditing();
                }}
              >
                {intl.formatMessage(messages.cancel)}
              </Button>
              {/* Keyed apart from Edit Profile: reused, the clicked button would turn into this
                  submit button within the click and save the form at once. */}
              <Button
                key="save"
                type="submit"
                form={formIdOf(tab as ProfileSection)}
                disabled={isSlot(tab)}
              >
                {intl.formatMessage(messages.save)}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={() => setPreviewOpen(true)}>
                {intl.formatMessage(messages.preview)}
              </Button>
              <Button key="edit" onClick={() => setEditing(true)}>
                {intl.formatMessage(messages.edit)}
              </Button>
            </>
          )}
        </div>
      </div>
      {banner ? (
        <Alert tone="danger" role="alert">
          {banner}
        </Alert>
      ) : null}
      <Tabs value={tab} onValueChange={(value) => setTab(value as ProfileTab)}>
        <TabsList aria-label={intl.formatMessage(messages.tabs)} className="flex-wrap">
          {tabs.map((t) => (
            <TabsTrigger key={t} value={t}>
              {sectionName(t)}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((t) => (
          <TabsContent key={t} value={t} className="pt-4">
            {isSlot(t) ? (
              (slot[t]?.() ?? <EmptyState title={intl.formatMessage(messages.slotEmpty)} />)
            ) : (
              <SectionPanel
                key={`${t}-${round}`}
                section={t}
                profile={profile}
                {...sectionProps(t)}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
      <ProfilePreview profile={profile} open={previewOpen} onOpenChange={setPreviewOpen} />
    </section>
  );
}
