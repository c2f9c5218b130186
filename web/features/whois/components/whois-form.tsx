import { useState, type FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import { IconWorldSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@web/app/paths';
import { checkWhoisQuery } from '../whois-query';
import classes from './whois-form.module.css';
import '../whois-texts';

interface WhoisFormProps {
  initialDomain?: string;
  /** The accessible name of the form (the heading it belongs to). */
  labelledBy: string;
}

/** A WHOIS query: on submit an empty or over-long query shows 'Invalid whois query!', otherwise the WHOIS page opens. */
export function WhoisForm({ initialDomain = '', labelledBy }: WhoisFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(initialDomain);
  const [invalid, setInvalid] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkWhoisQuery(value);
    setInvalid(!check.ok);
    if (!check.ok) return;
    setValue(check.domain);
    navigate(paths.whois.getHref(check.domain));
  }

  return (
    <form role="search" aria-labelledby={labelledBy} onSubmit={handleSubmit} noValidate>
      <TextInput
        label={t('whois.form.label')}
        placeholder={t('whois.form.placeholder')}
        name="domain"
        type="search"
        inputMode="url"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        error={invalid ? t('whois.form.invalid') : undefined}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setInvalid(false);
        }}
        inputContainer={(input) => (
          <div className={classes.row}>
            <div className={classes.input}>{input}</div>
            <Button type="submit" variant="light" className={classes.submit} leftSection={<IconWorldSearch size={18} aria-hidden />}>
              {t('whois.form.submit')}
            </Button>
          </div>
        )}
      />
    </form>
  );
}
