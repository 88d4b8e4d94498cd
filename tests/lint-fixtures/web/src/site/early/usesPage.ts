// Breaks: the early layer imports React, i18next and a page's module (it runs before the app).
import { useState } from 'react';
import i18next from 'i18next';
import { staffList } from '../staff/staffList';

export const usesPage = [useState, i18next, staffList];
