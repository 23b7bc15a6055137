import type { CheckIn } from '@/lib/api/types';

/**
 * What a check-in shows once it is sent, as a small state machine ("help first"):
 *
 * - `answering`: the questions.
 * - `help`: the server suggested help (`help_suggested`: PHQ-9 item 9 above 0, or a severe band). The help panel is
 *   opened at once and the page shows only a warm message; the score is kept back.
 * - `result`: the score, its band and what to do next.
 *
 * From `help` the result is revealed when the person closes the help panel (after it was seen open) or presses
 * "Show my result"; never before. Without `help_suggested` the result follows the answers directly.
 */
export type Flow =
  | { step: 'answering' }
  | { step: 'help'; result: CheckIn; panelSeen: boolean }
  | { step: 'result'; result: CheckIn };

export type FlowEvent =
  /** The server scored the answers; `panelOpen`: whether the help panel is open now (it has just been asked to open). */
  | { type: 'scored'; result: CheckIn; panelOpen: boolean }
  /** The help panel opened or closed. */
  | { type: 'panel'; open: boolean }
  /** The person asked to see the result. */
  | { type: 'showResult' };

export const initialFlow: Flow = { step: 'answering' };

export function flowReducer(flow: Flow, event: FlowEvent): Flow {
  switch (event.type) {
    case 'scored':
      return event.result.help_suggested ? { step: 'help', result: event.result, panelSeen: event.panelOpen } : { step: 'result', result: event.result };
    case 'panel':
      if (flow.step !== 'help') return flow;
      if (event.open) return flow.panelSeen ? flow : { ...flow, panelSeen: true };
      return flow.panelSeen ? { step: 'result', result: flow.result } : flow;
    case 'showResult':
      return flow.step === 'help' ? { step: 'result', result: flow.result } : flow;
  }
}
