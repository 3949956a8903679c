// Plain logic tests (node, no DOM): messages translate through the app's i18n instance (English).
import '../i18n/i18n.ts';
