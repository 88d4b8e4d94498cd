// Breaks: the site wing imports antd and @ant-design/icons.
import { Button } from 'antd';
import { HomeOutlined } from '@ant-design/icons';

export const usesAntd = [Button, HomeOutlined];
