import { useEffect, useReducer } from 'react';
import type { CheckIn, Instrument } from '@/lib/api/types';
import { useHelpPanel } from '@/lib/help-panel';
import type { CheckInCode } from '../api/instrument-code';
import { CheckInForm } from './check-in-form';
import { CheckInResult } from './check-in-result';
import { flowReducer, initialFlow } from './help-first-flow';
import { HelpFirst } from './help-first';

type Props = { code: CheckInCode; instrument: Instrument; onDone: () => void };

/**
 * Taking one check-in, help first (see `help-first-flow.ts`): when the server suggests help, the help panel opens at
 * once and only a warm message shows; the score appears after the person closes the panel or asks for it.
 */
export function CheckInRunner({ code, instrument, onDone }: Props) {
  const [flow, dispatch] = useReducer(flowReducer, initialFlow);
  const openPanel = useHelpPanel((s) => s.openPanel);

  // The panel is the app shell's; follow it opening and closing.
  useEffect(
    () =>
      useHelpPanel.subscribe((state, previous) => {
        if (state.open !== previous.open) dispatch({ type: 'panel', open: state.open });
      }),
    [],
  );

  const onScored = (result: CheckIn) => {
    dispatch({ type: 'scored', result, panelOpen: useHelpPanel.getState().open });
    if (result.help_suggested) openPanel();
  };

  switch (flow.step) {
    case 'answering':
      return <CheckInForm code={code} instrument={instrument} onScored={onScored} onBack={onDone} />;
    case 'help':
      return <HelpFirst onOpenHelp={openPanel} onShowResult={() => dispatch({ type: 'showResult' })} />;
    case 'result':
      return <CheckInResult code={code} instrument={instrument} result={flow.result} onOpenHelp={openPanel} onDone={onDone} />;
  }
}
