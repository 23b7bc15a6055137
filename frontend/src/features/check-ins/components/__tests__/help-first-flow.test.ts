import type { CheckIn } from '@/lib/api/types';
import { flowReducer, initialFlow, type Flow, type FlowEvent } from '../help-first-flow';

const result = (help_suggested: boolean): CheckIn => ({ id: 1, code: 'phq9', score: 1, band: 'minimal', taken_at: '2026-11-24T04:00:00Z', help_suggested });
const run = (events: FlowEvent[], from: Flow = initialFlow) => events.reduce(flowReducer, from);

describe('help-first flow', () => {
  it('shows the result at once when the server does not suggest help', () => {
    expect(run([{ type: 'scored', result: result(false), panelOpen: false }])).toEqual({ step: 'result', result: result(false) });
  });

  it('keeps the result back while the help panel is open, and reveals it when the panel closes', () => {
    const scored = run([{ type: 'scored', result: result(true), panelOpen: false }]);
    expect(scored.step).toBe('help');
    const opened = run([{ type: 'panel', open: true }], scored);
    expect(opened).toMatchObject({ step: 'help', panelSeen: true });
    expect(run([{ type: 'panel', open: false }], opened)).toEqual({ step: 'result', result: result(true) });
  });

  it('does not take a close that came before the panel was seen open as the person closing it', () => {
    const scored = run([{ type: 'scored', result: result(true), panelOpen: false }]);
    expect(run([{ type: 'panel', open: false }], scored).step).toBe('help');
  });

  it('counts a panel that was already open when the answers were scored', () => {
    expect(run([{ type: 'scored', result: result(true), panelOpen: true }, { type: 'panel', open: false }]).step).toBe('result');
  });

  it('reveals the result when the person asks for it, and only from the help step', () => {
    expect(run([{ type: 'scored', result: result(true), panelOpen: true }, { type: 'showResult' }])).toEqual({ step: 'result', result: result(true) });
    expect(run([{ type: 'showResult' }])).toEqual(initialFlow);
    expect(run([{ type: 'panel', open: false }])).toEqual(initialFlow);
  });
});
