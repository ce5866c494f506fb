import { type ReactNode, useCallback, useReducer, useRef, useState } from 'react';
import { type Translate, type UiKey, useUiText } from '../../theme/i18n';
import { INITIAL_LIVE_STATE, liveReducer } from '../../theme/logic/liveExample';
import './index.css';

/** What a step gets to work with. */
export interface LiveStepContext {
  /** Adds a line to the example's log panel. */
  log: (line: string) => void;
  /** Interface texts in the page's language, for what the step renders. */
  text: Translate;
}

/** One button of a live example and what pressing it does. */
export interface LiveStep {
  /** Text of the step's button (a key of theme/i18n). */
  action: UiKey;
  /** Runs on the press. What it returns (if anything) replaces the example's result. */
  run: (context: LiveStepContext) => Promise<ReactNode | undefined>;
}

export interface LiveExampleProps {
  /** Run in order: each button becomes active once the one before it succeeded. */
  steps: readonly LiveStep[];
  /** Shows the lines the steps log (runtime hooks, requests). */
  showLog?: boolean;
}

/**
 * The interactive part of a live Module Federation example: real buttons that run `steps` one by one,
 * a polite live region with the status, the result or a readable error and a retry button, and an
 * optional log panel. Nothing loads before a press: the steps import the federation runtime themselves.
 */
export function LiveExample({ steps, showLog = false }: LiveExampleProps) {
  const t = useUiText();
  const [state, dispatch] = useReducer(liveReducer, INITIAL_LIVE_STATE);
  const [result, setResult] = useState<ReactNode>(null);
  // The reducer ignores a second start, but the step's promise must not even be created twice.
  const running = useRef(false);
  const log = useCallback((line: string) => dispatch({ type: 'log', line }), []);

  const run = async () => {
    const step = steps[state.next];
    if (!step || running.current) return;
    running.current = true;
    dispatch({ type: 'start' });
    try {
      const output = await step.run({ log, text: t });
      if (output !== undefined) setResult(output);
      dispatch({ type: 'succeed', stepCount: steps.length });
    } catch (error) {
      dispatch({ type: 'fail', error });
    } finally {
      running.current = false;
    }
  };

  const loading = state.status === 'loading';
  return (
    <div className="mf-live">
      <div className="mf-live__actions">
        {steps.map((step, index) => {
          const active = index === state.next && state.status !== 'error' && !loading;
          return (
            <button
              key={step.action}
              type="button"
              className="mf-live__button"
              // aria-disabled rather than disabled: the button keeps keyboard focus while its step runs.
              aria-disabled={!active}
              data-done={index < state.next || undefined}
              onClick={active ? run : undefined}
            >
              {t(step.action)}
            </button>
          );
        })}
      </div>
      <div className="mf-live__result" aria-live="polite" aria-busy={loading}>
        {loading && <p className="mf-live__status">{t('live.loadingText')}</p>}
        {state.status === 'error' && state.failure && (
          <div className="mf-live__error">
            <p>{t(state.failure.kind === 'notFound' ? 'live.notFoundText' : 'live.remoteFailedText')}</p>
            <p className="mf-live__detail">
              <code>{state.failure.detail}</code>
            </p>
            <button type="button" className="mf-live__button" onClick={run}>
              {t('live.retryText')}
            </button>
          </div>
        )}
        {result}
      </div>
      {showLog && (
        <div className="mf-live__log">
          <p className="mf-live__log-title">{t('live.logTitle')}</p>
          {state.log.length === 0 ? (
            <p className="mf-live__log-empty">{t('live.logEmptyText')}</p>
          ) : (
            <ol className="mf-live__log-lines" aria-label={t('live.logTitle')}>
              {state.log.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines are only appended; a line has no identity but its place
                <li key={index}>
                  <code>{line}</code>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
}
