/** What the landing section stories and the landing page's stories share. */
import { expect, within } from 'storybook/test';

/** The hero of 000 §1: its heading, tagline, lead and the two calls to action. */
export async function expectHero(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByRole('heading', { level: 1, name: 'A ray of hope in healthcare' }),
  ).toBeVisible();
  await expect(canvas.getByText('Ujyalo means light')).toBeVisible();
  await expect(canvas.getByText('Connect with Us for Healthcare and Information')).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Become a Member' })).toHaveAttribute(
    'href',
    '/auth/register',
  );
  await expect(canvas.getByRole('link', { name: 'Explore Health Information' })).toHaveAttribute(
    'href',
    '/health-feed',
  );
}
