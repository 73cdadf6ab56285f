import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@ui/button';
import { errorBoundaryMessages as messages } from '../routing/messages';
import { useRouteTitle } from '../routing/use-route-title';

export type ErrorBoundaryProps = {
  children: ReactNode;
  /** A change (the pathname, say) clears a caught error, so navigating away recovers. */
  resetKey?: unknown;
  /** What Refresh Page does; reloads the browser page by default. */
  onRefresh?: () => void;
};

type State = { error: unknown; resetKey: unknown };

/** The "Something went wrong" screen of 000 §2. */
export function ErrorFallback({ onRefresh }: { onRefresh: () => void }) {
  useRouteTitle(messages.title);
  return (
    <main className="mx-auto flex min-h-[70vh] w-full max-w-2xl flex-col items-center justify-center px-4 py-10">
      <div role="alert" className="flex flex-col items-center gap-4 text-center">
        <span
          aria-hidden
          className="inline-flex items-center justify-center rounded-full bg-danger p-4 text-danger-foreground [&_svg]:size-10"
        >
          <TriangleAlert />
        </span>
        <h1 className="text-3xl font-semibold text-foreground">
          <FormattedMessage {...messages.title} />
        </h1>
        <p className="max-w-prose text-muted-foreground">
          <FormattedMessage {...messages.description} />
        </p>
        <Button onClick={onRefresh}>
          <RotateCw aria-hidden />
          <FormattedMessage {...messages.refresh} />
        </Button>
      </div>
    </main>
  );
}

const reload = () => window.location.reload();

/** Catches a render error anywhere below it and shows `ErrorFallback` instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (this.state.error) return <ErrorFallback onRefresh={this.props.onRefresh ?? reload} />;
    return this.props.children;
  }
}
