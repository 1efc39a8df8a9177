import { createGlobalTheme } from '@vanilla-extract/css';

import { vars } from './contract.css';
import { tokens } from './tokens';

createGlobalTheme(':root', vars, tokens);
