import {
  type FormEvent,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { accountApi } from '../../api';
import { useBrand } from '../../domain/brand';
import { useErrorText } from '../../domain/error-text';
import { useLocale, useLocaleOptions, useSession } from '../../domain/session';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { EyeIcon, EyeOffIcon } from '../../ui/icons';
import { LanguageSelect } from '../../ui/language-select';
import type { WithTexts } from '../../ui/lazy-with-texts';
import { useAction } from '../../ui/use-action';
import { usePainted } from '../../ui/use-painted';
import styles from './login-screen.module.css';

/**
 * The phone rule and its metadata (src/domain/rules/phone.ts), loaded when the player
 * reaches for the phone field or logs in, never before /login's first render
 * (docs/architecture.md#performance-budgets).
 */
const loadPhoneRule = () => import('../../domain/rules/phone');

/** The phone a registration just made (history state of /register's redirect), if any. */
function registeredPhone(): string {
  const phone = (window.history.state as { registeredPhone?: unknown } | null)?.registeredPhone;
  return typeof phone === 'string' ? phone : '';
}

/**
 * "Forgot password?", where the backend announces `passwordReset`: its own chunk, loaded
 * after the first paint, so that the capability lookup's code stays out of the entry that
 * /login and /user/home share (docs/architecture.md#performance-budgets).
 */
const ForgotPasswordLink = lazy(
  () => import(/* webpackChunkName: "login-additions" */ './forgot-password-link'),
);

/**
 * Passkeys, where the backend announces them, the same way (docs/product.md#passkeys). One
 * chunk with the link: the capability lookup's code they share arrives once.
 */
const PasskeyLogin = lazy(
  () => import(/* webpackChunkName: "login-additions" */ './passkey-login'),
);

/**
 * What a guest typed into the static shell's copy of this form before the app started
 * (docs/architecture.md#first-load): the screen carries on from there.
 */
export interface ShellTyped {
  username: string;
  password: string;
  remember: boolean;
  /** The field the guest was in, which keeps the focus. */
  focused: 'username' | 'password' | null;
  /** The guest already asked to log in: the screen does, once. */
  submitted: boolean;
}

/** The public home (docs/product.md#login-and-session). */
export function LoginScreen({
  withPasskeyTexts,
  takeShellTyped,
}: {
  /** Loads the passkey part with its texts (the app's message parts). */
  withPasskeyTexts?: WithTexts;
  /** What was typed in the static shell's form, if anything (read once, as the screen mounts). */
  takeShellTyped?: () => ShellTyped | null;
} = {}) {
  const intl = useIntl();
  const brand = useBrand();
  const [locale, setLocale] = useLocale();
  const localeOptions = useLocaleOptions();
  const { login } = useSession();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  // After registering, the new phone is already there: only the password is left to type.
  const [username, setUsername] = useState(registeredPhone);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The optional capabilities are asked for once the screen has painted: /login's first
  // picture waits for no request (docs/architecture.md#performance-budgets).
  const painted = usePainted();
  // Passkeys announced: a password login waits for the passkey offer (`passwordLogin`).
  const [passkeys, setPasskeys] = useState(false);
  const [passwordLogin, setPasswordLogin] = useState<string | null>(null);
  const enter = () => navigate('/user', { replace: true });

  const { run: submit, busy } = useAction(async () => {
    const typed = username.trim();
    if (!typed || !password) {
      setError(intl.formatMessage({ id: 'login.required' }));
      return;
    }
    // The same rule as registration: a mobile of the build's country, sent as national
    // digits however it was typed (docs/product.md#login-and-session).
    const { nationalMobile } = await loadPhoneRule();
    const phone = nationalMobile(typed, brand.phone.country);
    if (!phone) {
      setError(
        intl.formatMessage({ id: 'login.phoneInvalid' }, { format: brand.phone.placeholder }),
      );
      return;
    }
    if (phone !== username) setUsername(phone);
    const result = await accountApi.login({ username: phone, password, remember });
    if (!result.ok) {
      const { error: failure } = result;
      // Too many attempts: say how long to wait, from the answer's Retry-After
      // (docs/product.md#login-and-session); at least a minute.
      const waitSeconds = failure.code === 'REQUEST_LIMIT' ? failure.retryAfterSeconds : undefined;
      // A break the member chose (capability selfExclusion): until when, in site time.
      const excluded =
        failure.code === 'SELF_EXCLUDED'
          ? await import('./self-excluded-text').then(
              (module) => module.selfExcludedText(intl, failure, brand.timeZone),
              // Its chunk did not arrive: the catalogue's text, without the date.
              () => null,
            )
          : null;
      setError(
        excluded !== null
          ? excluded
          : waitSeconds === undefined
            ? errorText(failure)
            : intl.formatMessage(
                { id: 'login.tooMany' },
                { minutes: Math.max(1, Math.ceil(waitSeconds / 60)) },
              ),
      );
      return;
    }
    login(result.data.token, remember);
    if (passkeys) setPasswordLogin(phone);
    else enter();
  });

  const form = useRef<HTMLFormElement>(null);
  const [submitTyped, setSubmitTyped] = useState(false);
  // Before the first paint, in the task that removed the shell: the values and the focus
  // move across with no frame between. Only what differs from the screen's start is set: a
  // guest who typed nothing costs that task no second render.
  useLayoutEffect(() => {
    const typed = takeShellTyped?.();
    if (!typed) return;
    if (typed.username) setUsername(typed.username);
    if (typed.password) setPassword(typed.password);
    if (!typed.remember) setRemember(false);
    const field = typed.focused ? form.current?.elements.namedItem(typed.focused) : null;
    if (field instanceof HTMLInputElement) field.focus();
    if (typed.submitted) setSubmitTyped(true);
  }, [takeShellTyped]);
  // Once the typed values are the screen's own and the screen has painted, as a login asked
  // for on the screen itself: the passkey part (which offers a passkey after a password
  // login) and the site's checks have started by then.
  useEffect(() => {
    if (!submitTyped || !painted) return;
    setSubmitTyped(false);
    void submit();
  }, [submitTyped, painted, submit]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <section className={styles.screen}>
      <div className={styles.languageRow}>
        <LanguageSelect
          label={intl.formatMessage({ id: 'language.label' })}
          value={locale}
          options={localeOptions}
          onChange={setLocale}
        />
      </div>
      <div className={styles.brand}>
        <img src={brand.logo} alt="" width={72} height={72} />
        <h1 className={styles.title}>
          <FormattedMessage id="login.title" />
        </h1>
        <p className={styles.welcome}>
          <FormattedMessage id="login.welcome" values={{ appName: brand.appName }} />
        </p>
      </div>
      <form ref={form} noValidate onSubmit={onSubmit} className={styles.form}>
        <Field
          label={<FormattedMessage id="login.phone" />}
          name="username"
          type="tel"
          inputMode="tel"
          // `webauthn`: the device's passkeys join the suggestions while a passkey login
          // waits for one (docs/product.md#passkeys); without one it changes nothing.
          autoComplete="username webauthn"
          placeholder={brand.phone.placeholder}
          value={username}
          onFocus={() => void loadPhoneRule()}
          onChange={(event) => {
            setUsername(event.target.value);
            setError(null);
          }}
        />
        <Field
          label={<FormattedMessage id="login.password" />}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
          trailing={
            <Button
              variant="secondary"
              size="sm"
              aria-pressed={showPassword}
              aria-label={intl.formatMessage({
                id: showPassword ? 'login.hidePassword' : 'login.showPassword',
              })}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
            </Button>
          }
        />
        <label className={styles.remember}>
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
            className={styles.checkbox}
          />
          <FormattedMessage id="login.remember" />
        </label>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <Button type="submit" block loading={busy}>
          <FormattedMessage id="login.submit" />
        </Button>
      </form>
      <p className={styles.register}>
        <FormattedMessage id="login.noAccount" />{' '}
        <Link href="/register">{intl.formatMessage({ id: 'login.register' })}</Link>
      </p>
      {/* Last on the screen: it appears after the first paint and moves nothing below it. */}
      {painted ? (
        <Suspense fallback={null}>
          <ForgotPasswordLink />
        </Suspense>
      ) : null}
      {painted ? (
        <Suspense fallback={null}>
          <PasskeyLogin
            onAnnounced={setPasskeys}
            withTexts={withPasskeyTexts}
            remember={remember}
            passwordLogin={passwordLogin}
            onLoggedIn={(token) => {
              login(token, remember);
              enter();
            }}
            onOfferDone={enter}
            onError={setError}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
