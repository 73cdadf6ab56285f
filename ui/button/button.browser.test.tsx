import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button } from './button';

let root: Root | undefined;
let host: HTMLElement | undefined;

function mount(node: React.ReactNode) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <IntlProvider locale="en" defaultLocale="en">
      {node}
    </IntlProvider>,
  );
}

afterEach(() => {
  root?.unmount();
  host?.remove();
});

describe('Button while loading', () => {
  it('keeps focus, refuses presses and says it is busy', async () => {
    const onClick = vi.fn();
    function Saving() {
      const [busy, setBusy] = useState(false);
      return (
        <Button
          loading={busy}
          onClick={() => {
            onClick();
            setBusy(true);
          }}
        >
          Save
        </Button>
      );
    }
    mount(<Saving />);
    const save = page.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    expect(onClick).toHaveBeenCalledTimes(1);

    // The press made it busy: still focused and enabled, marked aria-disabled, announced.
    await expect.element(save).toHaveAttribute('aria-disabled', 'true');
    await expect.element(save).toHaveFocus();
    // Not `disabled`, which would drop it from the tab order and lose focus.
    expect(save.element()).not.toHaveAttribute('disabled');
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading');

    await userEvent.keyboard('{Enter} ');
    (save.element() as HTMLButtonElement).click();
    expect(onClick).toHaveBeenCalledTimes(1);
    await expect.element(save).toHaveFocus();
  });

  it('does not submit its form again while busy', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    mount(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    const send = page.getByRole('button', { name: 'Send' });
    await expect.element(send).toHaveAttribute('aria-disabled', 'true');
    (send.element() as HTMLButtonElement).click();
    // Enter in a field submits through the default button: refused too.
    await userEvent.type(page.getByRole('textbox', { name: 'Name' }), 'Sita{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
