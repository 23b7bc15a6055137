import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from '../use-form';
import type { Errors, ValidationKey } from '../validation';

/** A self-care-like form: a number, a date, a multiple-choice answer and a file, none of them text. */
type Answers = { hours: number | null; day: Date | null; moods: string[]; photo: File | null };

const required: ValidationKey = 'passwordRequired'; // any catalogue key: the test reads the English text
const REQUIRED_TEXT = 'Password is required';

function validate(v: Answers): Errors<keyof Answers> {
  return {
    hours: v.hours === null ? [required] : [],
    day: v.day ? [] : [required],
    moods: v.moods.length ? [] : [required],
    photo: v.photo ? [] : [required],
  };
}

const errorId = (name: string) => `${name}-error`;

function FieldError({ name, keys }: { name: string; keys: readonly ValidationKey[] | undefined }) {
  return keys?.length ? <span id={errorId(name)}>{REQUIRED_TEXT}</span> : null;
}

function AnswersForm({ onValid }: { onValid: (answers: Answers) => void }) {
  const form = useForm<Answers>({ hours: null, day: null, moods: [], photo: null }, validate);
  const hours = form.control('hours');
  const day = form.control('day');
  const moods = form.control('moods');
  const photo = form.control('photo');
  const described = (name: string, keys: readonly ValidationKey[] | undefined) => (keys?.length ? { 'aria-describedby': errorId(name) } : {});
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <label>
        Hours slept
        <input
          type="number"
          step="0.5"
          value={hours.value ?? ''}
          onChange={(e) => hours.onChange(e.target.value === '' ? null : Number(e.target.value))}
          onBlur={hours.onBlur}
          {...described('hours', hours.errorKeys)}
        />
      </label>
      <FieldError name="hours" keys={hours.errorKeys} />
      <label>
        Day
        <input
          type="date"
          value={day.value ? day.value.toISOString().slice(0, 10) : ''}
          onChange={(e) => day.onChange(e.target.value ? new Date(`${e.target.value}T00:00:00Z`) : null)}
          onBlur={day.onBlur}
          {...described('day', day.errorKeys)}
        />
      </label>
      <FieldError name="day" keys={day.errorKeys} />
      <fieldset {...described('moods', moods.errorKeys)}>
        <legend>Mood</legend>
        {['calm', 'rested', 'anxious'].map((mood) => (
          <label key={mood}>
            <input
              type="checkbox"
              checked={moods.value.includes(mood)}
              onChange={(e) => moods.onChange(e.target.checked ? [...moods.value, mood] : moods.value.filter((m) => m !== mood))}
            />
            {mood}
          </label>
        ))}
      </fieldset>
      <FieldError name="moods" keys={moods.errorKeys} />
      <label>
        Photo
        <input type="file" onChange={(e) => photo.onChange(e.target.files?.[0] ?? null)} {...described('photo', photo.errorKeys)} />
      </label>
      <FieldError name="photo" keys={photo.errorKeys} />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.reset({ hours: 8, day: null, moods: ['calm'], photo: null })}>
        Same as yesterday
      </button>
    </form>
  );
}

describe('useForm with controls that are not text fields', () => {
  it('shows each missing answer next to its control, then submits the typed values', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<AnswersForm onValid={onValid} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Hours slept')).toHaveAccessibleDescription(REQUIRED_TEXT);
    expect(screen.getByLabelText('Day')).toHaveAccessibleDescription(REQUIRED_TEXT);
    expect(screen.getByRole('group', { name: 'Mood' })).toHaveAccessibleDescription(REQUIRED_TEXT);
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription(REQUIRED_TEXT);

    await user.type(screen.getByLabelText('Hours slept'), '7.5');
    expect(screen.getByLabelText('Hours slept')).not.toHaveAccessibleDescription();
    await user.type(screen.getByLabelText('Day'), '2026-11-22');
    await user.click(screen.getByRole('checkbox', { name: 'calm' }));
    await user.click(screen.getByRole('checkbox', { name: 'anxious' }));
    await user.click(screen.getByRole('checkbox', { name: 'calm' }));
    const photo = new File(['png'], 'sleep.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo'), photo);
    expect(screen.queryByText(REQUIRED_TEXT)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({ hours: 7.5, day: new Date('2026-11-22T00:00:00Z'), moods: ['anxious'], photo });
  });

  it('waits until a control was left before saying it is missing', async () => {
    const user = userEvent.setup();
    render(<AnswersForm onValid={() => {}} />);
    await user.click(screen.getByLabelText('Hours slept'));
    expect(screen.queryByText(REQUIRED_TEXT)).not.toBeInTheDocument();
    await user.tab(); // leaves "Hours slept" empty
    expect(screen.getByLabelText('Hours slept')).toHaveAccessibleDescription(REQUIRED_TEXT);
    expect(screen.getByLabelText('Day')).not.toHaveAccessibleDescription();
  });

  it('resets to other values of any type and forgets the errors shown', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<AnswersForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText(REQUIRED_TEXT)).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Same as yesterday' }));
    expect(screen.queryByText(REQUIRED_TEXT)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Hours slept')).toHaveValue(8);
    expect(screen.getByRole('checkbox', { name: 'calm' })).toBeChecked();
  });
});
