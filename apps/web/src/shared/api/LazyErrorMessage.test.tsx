import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ApiError } from './api-error.ts';
import { LazyErrorMessage } from './LazyErrorMessage.tsx';

const failure = (status: number, code?: string) =>
  new ApiError(status, 'An English sentence.', {
    success: false,
    message: 'An English sentence.',
    data: null,
    code,
  });

describe('LazyErrorMessage', () => {
  it("shows the text of the failure's code once the error texts have loaded", async () => {
    render(<LazyErrorMessage error={failure(429, 'rate_limited')} fallback="errors.unexpectedTryLater" />);
    expect(
      await screen.findByText('محاولات كثيرة. يرجى الانتظار قليلاً ثم المحاولة مرة أخرى.'),
    ).toBeInTheDocument();
  });

  it("shows the screen's fallback for a failure without a known code", async () => {
    render(<LazyErrorMessage error={failure(500)} fallback="errors.unexpectedTryLater" />);
    expect(await screen.findByText(/حدث خطأ غير متوقع/)).toBeInTheDocument();
    expect(screen.queryByText('errors.unexpectedTryLater')).not.toBeInTheDocument();
  });
});
