import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

// Loaded only when something actually failed (keeps it out of the landing bundle).
const ErrorScreen = lazy(() => import('./ErrorScreen.tsx').then((m) => ({ default: m.ErrorScreen })));

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the pathname) clears a caught error, so navigating away recovers. */
  resetKey?: string;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** Catches render errors below it and shows the generic error screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null, hasError: false });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <Suspense fallback={<p role="alert">{errorText(this.state.error)}</p>}>
        <ErrorScreen error={this.state.error} />
      </Suspense>
    );
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
