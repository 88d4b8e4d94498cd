// Breaks: a device helper imports React and a page's module (the early layer imports site/device).
import { useState } from 'react';
import { staffList } from '../staff/staffList';

export const usesReact = [useState, staffList];
