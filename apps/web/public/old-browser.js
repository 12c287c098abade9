/*
 * Runs only in browsers without JavaScript modules (a `nomodule` script): Internet Explorer and other browsers too
 * old for the app, which would otherwise show an empty page. Plain ES5 and DOM calls with no build step, since it
 * must run where the app cannot; a function declaration rather than an IIFE, which the formatter would turn into an
 * arrow function. Internet Explorer is named by its markers (spec: "msie" or "rv:11.0").
 */
function showOldBrowserNotice() {
  var english = /^\/en(\/|$)/.test(window.location.pathname);
  var agent = window.navigator.userAgent.toLowerCase();
  var explorer = agent.indexOf('msie') !== -1 || agent.indexOf('rv:11.0') !== -1;
  var text = english
    ? {
        lang: 'en',
        title: 'This browser is not supported',
        body:
          (explorer ? 'Madang does not work in Internet Explorer.' : 'Madang does not work in this browser.') +
          ' Please use a current browser such as Microsoft Edge, Chrome, Firefox or Safari.',
        action: 'Get Microsoft Edge',
      }
    : {
        lang: 'ko',
        title: '지원하지 않는 브라우저입니다',
        body:
          (explorer ? 'Internet Explorer에서는 마당을 이용할 수 없습니다.' : '이 브라우저에서는 마당을 이용할 수 없습니다.') +
          ' Microsoft Edge, Chrome, Firefox, Safari 같은 최신 브라우저로 접속해 주세요.',
        action: 'Microsoft Edge 받기',
      };

  function show() {
    var box = document.createElement('div');
    box.id = 'old-browser-notice';
    box.setAttribute('role', 'alert');
    box.setAttribute('lang', text.lang);
    box.style.cssText =
      'max-width:480px;margin:80px auto;padding:24px;border:1px solid #cfd5df;border-radius:12px;background:#fff;color:#16191f;font-family:sans-serif;line-height:1.6';
    var title = document.createElement('h1');
    title.style.cssText = 'font-size:20px;margin:0 0 12px';
    title.appendChild(document.createTextNode(text.title));
    var body = document.createElement('p');
    body.appendChild(document.createTextNode(text.body));
    var link = document.createElement('a');
    link.href = 'https://www.microsoft.com/edge';
    link.style.cssText = 'display:inline-block;margin-top:8px;padding:10px 16px;border-radius:8px;background:#2457e6;color:#fff;text-decoration:none';
    link.appendChild(document.createTextNode(text.action));
    box.appendChild(title);
    box.appendChild(body);
    box.appendChild(link);
    document.body.appendChild(box);
  }

  if (document.body) show();
  else document.addEventListener('DOMContentLoaded', show, false);
}

showOldBrowserNotice();
