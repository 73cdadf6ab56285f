import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Designers review every state in Storybook: every ui component has stories, and
// every story checks its behaviour with a play function.
const uiDir = path.resolve(import.meta.dirname, '../ui');
const NOT_COMPONENTS = new Set([
  'lib',
  'styles',
  'theme',
  '__screenshots__',
  // Scaffolds shared by components and shown by their stories, not used on their own:
  'choice-row', // the labelled row of Checkbox, Switch and RadioGroup
  'state-message', // the icon, heading, text and actions of EmptyState and ErrorState
]);
const components = readdirSync(uiDir).filter(
  (name) => statSync(path.join(uiDir, name)).isDirectory() && !NOT_COMPONENTS.has(name),
);
const modules = import.meta.glob<Record<string, unknown>>('../ui/*/*.stories.tsx', { eager: true });

describe('ui stories', () => {
  it('cover at least 30 components', () => {
    expect(components.length).toBeGreaterThanOrEqual(30);
  });

  it.each(components)('%s has a stories file', (name) => {
    expect(Object.keys(modules)).toContain(`../ui/${name}/${name}.stories.tsx`);
  });

  it.each(Object.entries(modules))('%s: every story has a play function', (_file, mod) => {
    const stories = Object.entries(mod).filter(
      ([key]) => key !== 'default' && key !== '__namedExportsOrder',
    );
    expect(stories.length).toBeGreaterThan(0);
    const withoutPlay = stories.filter(
      ([, story]) => typeof (story as { play?: unknown }).play !== 'function',
    );
    expect(withoutPlay.map(([key]) => key)).toEqual([]);
  });
});

// Feature components are reviewed the same way. A few are parts that only exist inside
// another component and are shown by its stories.
const featureParts = new Set([
  'appointments/appointment-card-parts', // the facts on AppointmentCard and PatientAppointmentCard
  'discovery/page-states', // loading, failed and not-found blocks of the discovery views
  'landing/latest-posts', // inside FeedTeaser
  'landing/post-list-skeleton', // inside FeedTeaser
  'legal/legal-document', // the layout of PrivacyPolicy, TermsOfService and CookiePolicy
  'booking/history-paper-dialog', // opened by BookingWizard's stories, in all three languages
  'notifications/notification-detail-dialog', // opened by NotificationsBell and NotificationsPanel
  'notifications/notification-summary', // the rows of NotificationsBell and NotificationsPanel
  'doctor-profile/sections', // the tabs of DoctorProfile, shown by its stories
]);
const featuresDir = path.resolve(import.meta.dirname, '../features');
const featureComponents = readdirSync(featuresDir).flatMap((feature) => {
  const dir = path.join(featuresDir, feature, 'components');
  try {
    return readdirSync(dir)
      .filter((name) => statSync(path.join(dir, name)).isDirectory())
      .map((name) => `${feature}/${name}`);
  } catch {
    return [];
  }
});
const featureModules = import.meta.glob<Record<string, unknown>>(
  '../features/*/components/*/*.stories.tsx',
  { eager: true },
);

describe('feature stories', () => {
  it.each(featureComponents.filter((c) => !featureParts.has(c)))(
    '%s has a stories file',
    (component) => {
      const [feature, name] = component.split('/');
      expect(Object.keys(featureModules)).toContain(
        `../features/${feature}/components/${name}/${name}.stories.tsx`,
      );
    },
  );

  it.each(Object.entries(featureModules))('%s: every story has a play function', (_file, mod) => {
    const stories = Object.entries(mod).filter(
      ([key]) => key !== 'default' && key !== '__namedExportsOrder',
    );
    expect(stories.length).toBeGreaterThan(0);
    const withoutPlay = stories.filter(
      ([, story]) => typeof (story as { play?: unknown }).play !== 'function',
    );
    expect(withoutPlay.map(([key]) => key)).toEqual([]);
  });
});
