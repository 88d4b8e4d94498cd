// Allowed: an admin feature uses the admin wing's shared lib and antd.
import { Button } from 'antd';
import { adminHelper } from '../lib/adminHelper';

export const media = () => [Button, adminHelper()];
