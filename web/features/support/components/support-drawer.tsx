import { Badge, Button, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { IconMessages, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CHAT_WINDOW_PATH, type ChatStatus } from '@common/api/support.contract';
import { paths } from '@web/app/paths';
import { LAYOUT, STATUS_COLORS } from '@web/app/theme';
import { useUser } from '@web/features/session/hooks/use-session';
import { useChatStatus, usePremiumLine } from '../api/chat-state';
import '../support-texts';

/** Colour and word of each chat state (design.md): green, yellow, red. */
const STATE_COLORS: Record<ChatStatus, string> = { online: STATUS_COLORS.success, busy: 'yellow', offline: STATUS_COLORS.error };

const SUPPORT_PAGE = paths.cms.getHref('support');

/** A `tel:` address from a number as people write it ("+49 30 123 45-6" → "tel:+4930123456"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/**
 * Opens the operator's live chat in a 640×480 window. The window starts on the shop's own
 * /lvc/chat, which leads on to the chat while the team is online; the chat page gets no handle on
 * the shop's window. A blocked pop-up answers false.
 */
export function openChatWindow(title: string): boolean {
  const { width, height } = LAYOUT.chatWindow;
  const opened = window.open(CHAT_WINDOW_PATH, 'support-chat', `popup,width=${width},height=${height}`);
  if (!opened) return false;
  opened.opener = null;
  try {
    opened.document.title = title;
  } catch {
    // Another origin already: nothing to name.
  }
  return true;
}

export interface SupportDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The drawer's id, for the aria-controls of the button that opens it. */
  id: string;
}

/**
 * The support drawer (spec §2.3, §4): opening fetches the chat state and shows it in colour and
 * word; live-chat customers get the chat button, which opens the chat while the team is online and
 * leads to the support page otherwise; premium-support customers get their 24/7 line and a taller
 * drawer. Everyone can go to the support page's form.
 */
export function SupportDrawer({ opened, onClose, id }: SupportDrawerProps) {
  const { t } = useTranslation();
  const user = useUser();
  const premium = user?.properties.premium_support === 1;
  const liveChat = user?.properties.live_chat === 1;
  const height = premium ? LAYOUT.supportDrawerHeight.premium : LAYOUT.supportDrawerHeight.standard;

  return (
    <Drawer.Root id={id} opened={opened} onClose={onClose} position="bottom" size={height} data-premium={premium || undefined}>
      <Drawer.Overlay />
      <Drawer.Content aria-describedby={`${id}-state`}>
        <Group justify="space-between" px="md" pt="md">
          <Drawer.Title fw={700} fz="lg">
            {t('support.title')}
          </Drawer.Title>
          <Drawer.CloseButton aria-label={t('support.close')} />
        </Group>
        <Drawer.Body>
          {opened && <SupportDrawerBody stateId={`${id}-state`} premium={premium} liveChat={liveChat} onClose={onClose} />}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

function SupportDrawerBody({
  stateId,
  premium,
  liveChat,
  onClose,
}: {
  stateId: string;
  premium: boolean;
  liveChat: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const chat = useChatStatus();
  const line = usePremiumLine(premium);
  const status = chat.data;

  const startChat = () => {
    if (status === 'online' && openChatWindow(t('support.chatWindow'))) {
      onClose();
      return;
    }
    onClose();
    void navigate(SUPPORT_PAGE);
  };

  return (
    <Stack gap="md" maw="32rem" mx="auto">
      <div id={stateId} role="status" aria-live="polite">
        {status === undefined ? (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('support.checking')}</Text>
          </Group>
        ) : (
          <Stack gap={6} align="flex-start">
            <Badge size="lg" variant="light" color={STATE_COLORS[status]} c="gray.9" data-state={status}>
              {t(`support.state.${status}`)}
            </Badge>
            <Text size="sm">{t(`support.hint.${status}`)}</Text>
          </Stack>
        )}
      </div>

      {liveChat && (
        <Button leftSection={<IconMessages size={18} aria-hidden />} onClick={startChat} disabled={status === undefined}>
          {status === 'online' ? t('support.chat') : t('support.supportPage')}
        </Button>
      )}
      {!liveChat && (
        <Button
          component={Link}
          to={SUPPORT_PAGE}
          onClick={onClose}
          variant={premium ? 'default' : 'filled'}
          leftSection={<IconMail size={18} aria-hidden />}
        >
          {t('support.supportPage')}
        </Button>
      )}
      {premium && line.data && (
        <Stack gap={4}>
          <Button
            component="a"
            href={telHref(line.data.phone)}
            color={STATUS_COLORS.warning}
            variant="filled"
            leftSection={<IconPhone size={18} aria-hidden />}
          >
            {t('support.premium', { phone: line.data.phone })}
          </Button>
          <Text size="xs" c="dimmed">
            {t('support.premiumHint')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
