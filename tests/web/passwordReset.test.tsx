import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOOD_OTP } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { recordBodies } from './recordRequests';
import { renderApp } from './renderApp';
import { refuse } from './answers';

const EMAIL = 'sara@shop.pk';

afterEach(() => {
  vi.useRealTimers();
});

describe('/forgot-password', () => {
  it('shows the e-mail field, the Request OTP button and a link back to /login', async () => {
    renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Request OTP' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('requires an e-mail of valid format before calling the server', async () => {
    const calls = recordBodies('post', '*/api/auth/request-otp', () =>
      HttpResponse.json({ message: 'sent' }),
    );
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Request OTP' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email Address/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Request OTP' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the e-mail and goes on to /otp with it in navigation state', async () => {
    const sent = recordBodies('post', '*/api/auth/request-otp', () =>
      HttpResponse.json({ message: 'sent' }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/Email Address/), `  ${EMAIL} `);
    await user.click(screen.getByRole('button', { name: 'Request OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(router.state.location.state).toEqual({ email: EMAIL });
    expect(sent.at(-1)).toEqual({ email: EMAIL });
    expect(await screen.findByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument();
  });

  it("shows the server's message, else 'Something went wrong.', with the button off in flight", async () => {
    let answer = () =>
      HttpResponse.json({ message: 'Too many requests, try later.' }, { status: 429 });
    let release: (() => void) | null = null;
    server.use(
      http.post('*/api/auth/request-otp', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        release = null;
        return answer();
      }),
    );
    const letThrough = async () => {
      await waitFor(() => expect(release).not.toBeNull());
      expect(screen.getByRole('button', { name: 'Request OTP' })).toBeDisabled();
      release!();
    };
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/Email Address/), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Request OTP' }));
    await letThrough();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try later.');

    answer = () => new HttpResponse('down', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Request OTP' }));
    await letThrough();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.'),
    );
  });
});

describe('/otp', () => {
  it('sends a visitor without an e-mail back to /forgot-password', async () => {
    const { router } = renderApp('/otp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('limits the code to 6 characters, typed on a numeric keypad', async () => {
    const user = userEvent.setup();
    renderApp('/otp', { state: { email: EMAIL } });
    const input = await screen.findByLabelText(/OTP/);
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '123456789');
    expect(input).toHaveValue('123456');
    expect(screen.getByText(`Enter the 6-digit code sent to ${EMAIL}.`)).toBeInTheDocument();
  });

  it('asks for the whole code before calling the server', async () => {
    const user = userEvent.setup();
    renderApp('/otp', { state: { email: EMAIL } });
    await user.type(await screen.findByLabelText(/OTP/), '123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Enter the 6-digit code from your e-mail.')).toBeInTheDocument();
  });

  it("shows the server's message for a wrong code, else 'Invalid OTP.'", async () => {
    const user = userEvent.setup();
    renderApp('/otp', { state: { email: EMAIL } });
    await user.type(await screen.findByLabelText(/OTP/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid OTP. Check the code, or request a new one.',
    );

    server.use(http.post('*/api/auth/verify-otp', () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Invalid OTP\.$/));
  });

  it('verifies the code, says so, and after 2 seconds goes to /reset-password', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = recordBodies('post', '*/api/auth/verify-otp', () =>
      HttpResponse.json({ message: 'OTP verified successfully!' }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { router } = renderApp('/otp', { state: { email: EMAIL } });
    await user.type(await screen.findByLabelText(/OTP/), GOOD_OTP);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP verified successfully!');
    expect(sent.at(-1)).toEqual({ email: EMAIL, otp: GOOD_OTP });
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();

    vi.advanceTimersByTime(1900);
    expect(router.state.location.pathname).toBe('/otp');
    vi.advanceTimersByTime(200);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(router.state.location.state).toEqual({ email: EMAIL });
  });

  it("requests a new code: 'New OTP sent to your email.', else the server's message or the fallback", async () => {
    const user = userEvent.setup();
    renderApp('/otp', { state: { email: EMAIL } });
    await user.click(await screen.findByRole('button', { name: 'Request New OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('New OTP sent to your email.');

    server.use(
      http.post('*/api/auth/request-otp', () =>
        HttpResponse.json({ message: 'Please wait before asking again.' }, { status: 429 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Request New OTP' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please wait before asking again.'),
    );

    server.use(http.post('*/api/auth/request-otp', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Request New OTP' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to resend OTP.'),
    );
  });
});

describe('/reset-password', () => {
  it('sends a visitor without an e-mail back to /forgot-password', async () => {
    const { router } = renderApp('/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  async function submit(newPassword: string, confirmPassword: string) {
    const user = userEvent.setup();
    const first = await screen.findByLabelText(/^New Password/);
    await user.clear(first);
    if (newPassword) await user.type(first, newPassword);
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    if (confirmPassword)
      await user.type(screen.getByLabelText(/^Confirm Password/), confirmPassword);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('checks that the passwords match, then their length, before calling the server', async () => {
    const calls = recordBodies('post', '*/api/auth/reset-password', () =>
      HttpResponse.json({ message: 'ok' }),
    );
    renderApp('/reset-password', { state: { email: EMAIL } });
    await submit('abc', 'abd');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.');
    await submit('abc', 'abc');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Password must be at least 6 characters.',
      ),
    );
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message, then after 2 seconds goes to /login", async () => {
    const sent = recordBodies('post', '*/api/auth/reset-password', () =>
      HttpResponse.json({ message: 'Password updated successfully!' }),
    );
    const { router } = renderApp('/reset-password', { state: { email: EMAIL } });
    await submit('new-secret', 'new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password updated successfully!');
    expect(sent.at(-1)).toEqual({
      email: EMAIL,
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
    expect(router.state.location.pathname).toBe('/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 3000,
    });
  });

  it("shows the server's message on failure, else 'Failed to reset password.'", async () => {
    refuse(
      'post',
      '*/api/auth/reset-password',
      400,
      'Please verify the code sent to your e-mail first.',
    );
    const { router } = renderApp('/reset-password', { state: { email: EMAIL } });
    await submit('new-secret', 'new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please verify the code sent to your e-mail first.',
    );

    server.use(http.post('*/api/auth/reset-password', () => HttpResponse.error()));
    await submit('new-secret', 'new-secret');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to reset password.'),
    );
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});
