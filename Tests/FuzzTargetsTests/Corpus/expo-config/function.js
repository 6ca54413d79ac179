const appJson = require('./app.json');
const variant = process.env.APP_VARIANT ?? 'prod';
module.exports = ({ config }) => {
  if (variant === 'beta') {
    config.plugins.push(['expo-dynamic-app-icon', { beta: { image: `./${variant}.png` } }]);
  } else return null;
  return {
    ...config,
    ...appJson.expo,
    icon: variant === 'beta' ? './beta.png' : './icon.png',
    plugins: [...(config.plugins ?? []), ["expo-alternate-app-icons", [{ name: 'Dusk', ios: './dusk.png' }]]],
  };
};
