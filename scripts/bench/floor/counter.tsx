/**
 * The interaction benchmark's floor (issue #7): React 19 and react-dom alone, one input whose change
 * sets state and renders the number. Built and measured in the same run as the detail page, so a
 * quantity change or a colour switch is judged against what React itself costs on this machine.
 */
import { type ChangeEvent, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Counter() {
  const [text, setText] = useState('0');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => setText(event.target.value);
  return (
    <main>
      <label>
        数量 <input type="text" inputMode="numeric" value={text} onChange={onChange} />
      </label>
      <output>{Number.parseInt(text, 10) || 0}</output>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('counter.html has no #root');
createRoot(root).render(<Counter />);
