"use strict";(self.rspackChunkgaming_wallet=self.rspackChunkgaming_wallet||[]).push([[8],{M(e,t,i){var n=i("S");let r={wallet:"/api/wallet",credentials:e=>`/api/wallet/account/${encodeURIComponent(e)}`};i.d(t,{},{o:r,y:{wallet:()=>(0,n.Jt)(r.wallet),refreshSlots:()=>(0,n.Jt)("/api/wallet/refresh/slot"),activate:e=>(0,n.Jt)(`/api/wallet/activate/${encodeURIComponent(e)}`),credentials:e=>(0,n.Jt)(r.credentials(e)),resetPassword:e=>(0,n.Jt)(`/api/wallet/resetpassword/${encodeURIComponent(e)}`),add:e=>(0,n.bE)("/api/wallet/add",e),transfer:e=>(0,n.bE)("/api/wallet/transfer",e),transferAll:e=>(0,n.bE)("/api/wallet/transferAll",e),withdraw:e=>(0,n.bE)("/api/wallet/withdraw",e),withdrawAll:e=>(0,n.bE)("/api/wallet/withdrawAll",e),slip:(e,t)=>(0,n.Se)("/api/wallet/slip",e,t),truelink:e=>(0,n.bE)("/api/wallet/truelink",e)}})},ww(e,t,i){var n=i("u"),r=i("BU");i.d(t,{},{T:function(){let{mutate:e}=(0,r.iX)();return(0,n.useCallback)(async t=>{await e(e=>t.some(t=>e===t||Array.isArray(e)&&e[0]===t))},[e])},Z:function(e,t){return[e,t]}})},H4(e,t,i){i.d(t,{Qw:()=>p,Aq:()=>h,vT:()=>u});var n=i("u"),r=i("VH"),s=i("M"),a=i("S"),o=i("lW"),l=i("h");function d(){var e=(0,l.iG)("lastSync");if(!e)return null;let t=/^\d+$/.test(e)?Number(e):Date.parse(e);return Number.isFinite(t)?t:null}var c=i("ww");function u(){return(0,r.u)(s.o.wallet,()=>(0,a.oA)(s.y.wallet()))}function h(){let e=(0,c.T)();return(0,n.useCallback)(()=>e([s.o.wallet]),[e])}function p(){let e=h(),[t,i]=(0,n.useState)(d),{run:r,busy:a}=(0,o.y)(async()=>{if((await s.y.refreshSlots()).ok){let e=Date.now();(0,l.Fb)("lastSync",new Date(e).toISOString()),i(e)}await e()}),c=(0,n.useCallback)(()=>void r(),[r]);return(0,n.useEffect)(()=>{c()},[c]),{refresh:c,refreshing:a,lastSync:t}}},Og(e,t,i){i.r(t),i.d(t,{default:()=>eu});var n=i("w"),r=i("A"),s=i("a"),a=i("u"),o=i("mc"),l=i("H4"),d=i("Y"),c=i("i"),u=i("v4");function h(e){return e.trim()?e.length>2e3?"tooLong":"ok":"blank"}let p=[{kind:"image",mimeTypes:["image/png","image/jpeg","image/jpg","image/gif"],extensions:["png","jpeg","jpg","gif"],maxMb:10},{kind:"video",mimeTypes:["video/mp4","video/quicktime"],extensions:["mp4","mov"],maxMb:20}],f=p.flatMap(e=>[...e.mimeTypes,...e.extensions.map(e=>`.${e}`)]).join(",");function g(e){let{onSend:t,onFile:i}=e,l=(0,r.u)(),d=(0,o.tz)(),[c,g]=(0,a.useState)(""),[m,y]=(0,a.useState)(null),b=(0,a.useRef)(null),x=(0,a.useId)(),w=h(c);(0,a.useEffect)(()=>{if(!m)return;let e=setTimeout(()=>y(null),4e3);return()=>clearTimeout(e)},[m]);let v=()=>{"ok"===h(c)&&(t(c.trim()),g(""))},k=(0,s.AH)`
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: ${l.text};
    cursor: pointer;
    &:disabled {
      opacity: 0.45;
      cursor: default;
    }
  `;return(0,n.FD)("div",{css:(0,s.AH)`
        border-top: 1px solid ${l.border};
        padding: 6px 6px calc(6px + env(safe-area-inset-bottom, 0px));
        background: ${l.surface};
      `,children:[m?(0,n.Y)("p",{role:"alert",css:(0,s.AH)`
            margin: 0 4px 6px;
            padding: 6px 10px;
            border-radius: ${l.radius};
            background: ${l.dangerStrong};
            color: #fff;
            font-size: 14px;
          `,children:"chat.file.tooLarge"===m.id?(0,n.Y)(o.sA,{id:"chat.file.tooLarge",values:{n:m.n}}):(0,n.Y)(o.sA,{id:"chat.file.unsupported"})}):null,(0,n.FD)("form",{onSubmit:e=>{e.preventDefault(),v()},css:(0,s.AH)`display: flex; align-items: flex-end; gap: 4px;`,children:[(0,n.Y)("input",{ref:b,type:"file",accept:f,hidden:!0,onChange:e=>{(e=>{let t,n,r,s;if(!e)return;let a=(n=(t=e.name.lastIndexOf("."))>0?e.name.slice(t+1).toLowerCase():"",r=e.type.toLowerCase(),(s=p.find(e=>e.mimeTypes.includes(r)&&e.extensions.includes(n)))?e.size>1048576*s.maxMb?{ok:!1,problem:"tooLarge",maxMb:s.maxMb}:{ok:!0,kind:s.kind}:{ok:!1,problem:"unsupported"});a.ok?(y(null),i(e,a.kind)):y("tooLarge"===a.problem?{id:"chat.file.tooLarge",n:a.maxMb}:{id:"chat.file.unsupported"})})(e.currentTarget.files?.[0]),e.currentTarget.value=""}}),(0,n.Y)("button",{type:"button",css:k,"aria-label":d.formatMessage({id:"chat.attach"}),onClick:()=>b.current?.click(),children:(0,n.Y)(u.f$,{})}),(0,n.Y)("textarea",{value:c,onChange:e=>g(e.currentTarget.value),onKeyDown:e=>{var t;let{key:i,shiftKey:n,ctrlKey:r,altKey:s,metaKey:a}=e;"Enter"!==(t={key:i,shiftKey:n,ctrlKey:r,altKey:s,metaKey:a,isComposing:e.nativeEvent.isComposing}).key||t.shiftKey||t.ctrlKey||t.altKey||t.metaKey||t.isComposing||(e.preventDefault(),v())},rows:1,"aria-label":d.formatMessage({id:"chat.message"}),"aria-describedby":c.length>=1800?x:void 0,"aria-invalid":"tooLong"===w||void 0,placeholder:d.formatMessage({id:"chat.placeholder"}),css:(0,s.AH)`
            flex: 1;
            min-width: 0;
            min-height: 44px;
            max-height: 128px;
            field-sizing: content;
            resize: none;
            padding: 10px 12px;
            border: 1px solid ${"tooLong"===w?l.danger:l.border};
            border-radius: 22px;
            background: ${l.surfaceAlt};
            color: ${l.text};
            font: inherit;
            line-height: 1.4;
          `}),(0,n.Y)("button",{type:"submit",css:(0,s.AH)`${k}; background: ${l.primary}; color: ${l.onPrimary};`,"aria-label":d.formatMessage({id:"chat.send"}),disabled:"tooLong"===w,children:(0,n.Y)(u.qx,{})})]}),c.length>=1800?(0,n.FD)("p",{id:x,"aria-live":"polite",css:(0,s.AH)`
            margin: 4px 8px 0;
            text-align: right;
            font-size: 12px;
            color: ${"tooLong"===w?l.danger:l.textMuted};
          `,children:[(0,n.Y)(o.sA,{id:"chat.counter",values:{count:c.length,max:2e3}}),"tooLong"===w?(0,n.FD)(n.FK,{children:[" ",(0,n.Y)(o.sA,{id:"chat.tooLong",values:{max:2e3}})]}):null]}):null]})}var m=i("h");let y=/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,b=null;var x=i("jb"),w=i("ty"),v=i("N2"),k=i("S");function A(e){return"string"!=typeof e||e.trim().startsWith("//")?null:(0,k.D1)(e)}let I=(0,s.AH)`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;function $(e){let{value:t}=e;return t?(0,n.Y)("p",{css:I,children:t}):null}function Y(e){let t,{button:i,actions:a}=e,o=(t=(0,r.u)(),(0,s.AH)`
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    width: 100%;
    padding: 8px 12px;
    border: 1px solid ${t.primary};
    border-radius: ${t.radius};
    background: ${t.surface};
    color: ${t.text};
    font: inherit;
    font-weight: 700;
    text-align: center;
    text-decoration: none;
    cursor: pointer;
    overflow-wrap: anywhere;
  `),l=(0,r.u)(),d="string"==typeof i.title?i.title:"";if("web"===i.type||"call"===i.type){let e="web"===i.type?(0,w.vH)(i.payload):(0,w.fw)(i.payload);return(0,n.Y)(v.G,{href:e,sameTab:"call"===i.type,style:e?o:(0,s.AH)`${o}; border-color: ${l.border};`,children:d})}let c="postback"===i.type?()=>a.onPostback(String(i.payload??"")):()=>a.onText(d);return(0,n.Y)("button",{type:"button",css:o,onClick:c,children:d})}let M=e=>!!e&&"object"==typeof e&&"title"in e&&"type"in e,S=e=>!!e&&"object"==typeof e&&"title"in e&&!("type"in e);function H(e){let t=e.payloads??e.payload.buttons??[];return Array.isArray(t)?t.filter(M):[]}function D(e){let{buttons:t,actions:i}=e;return t.length?(0,n.Y)("ul",{css:(0,s.AH)`list-style: none; margin: 8px 0 0; padding: 0; display: grid; gap: 6px;`,children:t.map((e,t)=>(0,n.Y)("li",{children:(0,n.Y)(Y,{button:e,actions:i})},t))}):null}function T(e){let{message:t,actions:i}=e,a=(0,r.u)(),l=(0,o.tz)(),d=H(t);return(0,n.FD)(n.FK,{children:[(0,n.Y)($,{value:t.payload.message}),d.length?(0,n.Y)("ul",{"aria-label":l.formatMessage({id:"chat.quickReplies"}),css:(0,s.AH)`list-style: none; margin: 8px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px;`,children:d.map((e,t)=>(0,n.Y)("li",{children:(0,n.Y)("button",{type:"button",onClick:()=>i.onPostback(String(e.payload||e.title)),css:(0,s.AH)`
                  min-height: 44px;
                  padding: 6px 14px;
                  border: 1px solid ${a.primary};
                  border-radius: 22px;
                  background: ${a.surface};
                  color: ${a.text};
                  font: inherit;
                  cursor: pointer;
                `,children:e.title})},t))}):null]})}function F(e){let t,{message:i}=e,a=(0,o.tz)(),l=(0,r.u)(),{fileType:d,filePath:c,name:u}=i.payload,h=(0,n.Y)($,{value:i.payload.message}),p=A(c);if(!p)return(0,n.FD)(n.FK,{children:[(0,n.Y)("p",{css:I,children:u||a.formatMessage({id:"video"===d?"chat.media.video":"chat.media.image"})}),h]});let f=(0,s.AH)`
    display: block;
    width: 100%;
    max-width: 260px;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    border-radius: ${l.radius};
    background: ${l.background};
  `;return t="image"===d?(0,n.Y)("img",{src:p,alt:i.payload.message||u||a.formatMessage({id:"chat.media.image"}),loading:"lazy",css:f}):"video"===d?(0,n.Y)("video",{src:p,controls:!0,preload:"metadata","aria-label":u||a.formatMessage({id:"chat.media.video"}),css:f}):(0,n.Y)(v.G,{href:p,download:u||!0,children:(0,n.Y)(o.sA,{id:"chat.media.download",values:{name:u||c}})}),(0,n.FD)(n.FK,{children:[t,h]})}function O(e){let{card:t,actions:i}=e,a=(0,r.u)();return(0,n.FD)("li",{css:(0,s.AH)`
              flex: 0 0 200px;
              scroll-snap-align: start;
              display: grid;
              align-content: start;
              gap: 6px;
              padding: 8px;
              border: 1px solid ${a.border};
              border-radius: ${a.radius};
              background: ${a.surface};
            `,children:[A(t.image_url)?(0,n.Y)("img",{src:A(t.image_url)??void 0,alt:"",loading:"lazy",css:(0,s.AH)`width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: 4px;`}):null,(0,n.Y)("strong",{css:(0,s.AH)`overflow-wrap: anywhere;`,children:t.title}),t.subtitle?(0,n.Y)("p",{css:(0,s.AH)`${I}; color: ${a.textMuted}; font-size: 14px;`,children:t.subtitle}):null,(0,n.Y)(D,{buttons:Array.isArray(t.buttons)?t.buttons.filter(M):[],actions:i})]})}function C(e){let{message:t,actions:i}=e,r=(0,o.tz)(),a=Array.isArray(t.payloads)?t.payloads.filter(S):[];return(0,n.FD)(n.FK,{children:[(0,n.Y)($,{value:t.payload.message}),(0,n.Y)("ul",{"aria-label":r.formatMessage({id:"chat.cards"}),css:(0,s.AH)`
          list-style: none;
          margin: 8px 0 0;
          padding: 0 0 4px;
          display: flex;
          gap: 8px;
          overflow-x: auto;
          scroll-snap-type: x mandatory;
        `,children:a.map((e,t)=>(0,n.Y)(O,{card:e,actions:i},t))})]})}function R(e){let{message:t,actions:i}=e;switch(t.message_type){case"buttons":return(0,n.FD)(n.FK,{children:[(0,n.Y)($,{value:t.payload.message}),(0,n.Y)(D,{buttons:H(t),actions:i})]});case"quick_replies":return(0,n.Y)(T,{message:t,actions:i});case"media":return(0,n.Y)(F,{message:t});case"generic":return(0,n.Y)(C,{message:t,actions:i});default:return(0,n.Y)($,{value:"string"==typeof t.payload?.message?t.payload.message:""})}}function L(e){let{item:t,onRetry:i}=e,a=(0,r.u)(),l=(0,o.tz)(),{status:d}=t;if(!d)return null;let c=(0,s.AH)`
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: 8px;
    margin-top: 2px;
    font-size: 12px;
    color: ${"failed"===d?a.danger:a.textMuted};
  `;if("uploading_file"===d){let e=Math.round((t.progress??0)*100),i=l.formatMessage({id:"chat.status.uploading"},{percent:e});return(0,n.FD)("div",{css:(0,s.AH)`${c}; display: grid; justify-items: end;`,children:[(0,n.Y)("span",{children:i}),(0,n.Y)("progress",{max:100,value:e,"aria-label":i,css:(0,s.AH)`width: 160px; height: 6px; accent-color: ${a.primary};`})]})}return"failed"===d?(0,n.FD)("div",{css:c,children:[(0,n.Y)("span",{children:(0,n.Y)(o.sA,{id:"chat.status.failed"})}),(0,n.Y)("button",{type:"button",onClick:()=>i(t.key),css:(0,s.AH)`
            min-height: 44px;
            min-width: 44px;
            padding: 0 12px;
            border: 1px solid ${a.danger};
            border-radius: ${a.radius};
            background: ${a.surface};
            color: ${a.danger};
            font: inherit;
            font-weight: 700;
            cursor: pointer;
          `,children:(0,n.Y)(o.sA,{id:"chat.retry"})})]}):(0,n.Y)("div",{css:c,children:(0,n.Y)(o.sA,{id:"queued"===d?"chat.status.queued":"sending"===d?"chat.status.sending":"chat.status.succeed"})})}let z=(0,a.memo)(function(e){let{item:t,actions:i,onRetry:a}=e,l=(0,r.u)(),d="customer"===t.conversation.sender,c=(0,x.r6)(t.conversation.createdAt).slice(11,16);return(0,n.FD)("li",{"data-chat-key":t.key,css:(0,s.AH)`
        display: grid;
        justify-items: ${d?"end":"start"};
        margin: 4px 0;
      `,children:[(0,n.FD)("div",{css:(0,s.AH)`
          max-width: 85%;
          min-width: 0;
          padding: 8px 12px;
          border-radius: 14px;
          border-bottom-${d?"right":"left"}-radius: 4px;
          background: ${d?l.primary:l.surfaceAlt};
          color: ${d?l.onPrimary:l.text};
          opacity: ${"queued"===t.status?.8:1};
          & a {
            color: inherit;
          }
        `,children:[(0,n.FD)("span",{className:"visually-hidden",children:[(0,n.Y)(o.sA,{id:d?"chat.you":"chat.support"}),": "]}),(0,n.Y)(R,{message:t.conversation.message,actions:i})]}),(0,n.Y)("span",{css:(0,s.AH)`font-size: 12px; color: ${l.textMuted}; margin-top: 2px;`,children:c}),d?(0,n.Y)(L,{item:t,onRetry:a}):null]})});function _(e){let t,{state:i,open:l,actions:d,onRetry:u,onLoadOlder:h,onReload:p,onReading:f}=e,g=(0,r.u)(),m=(0,o.tz)(),y=(0,a.useRef)(null),b=(0,a.useRef)(!0),w=(0,a.useRef)(null),v=(0,a.useMemo)(()=>(function(e,t){let i=[],n=null;for(let r of e){let e=t(r.conversation.createdAt);n&&t(n.conversation.createdAt)===e||i.push({kind:"date",key:`date:${r.key}`,day:e}),n&&n.conversation.session_id!==r.conversation.session_id&&i.push({kind:"session",key:`session:${r.key}`}),i.push({kind:"message",key:r.key,item:r}),n=r}return i})(i.items,x.Yq),[i.items]),k=(0,a.useRef)(0),A=(0,a.useCallback)(()=>{let e=y.current;e&&l&&(k.current=e.scrollHeight,b.current=e.scrollHeight-e.scrollTop-e.clientHeight<=60,f(b.current))},[f,l]),I=(0,a.useCallback)(()=>{let e=y.current;e&&i.hasMore&&!i.loadingOlder&&"ready"===i.phase&&(w.current=e.scrollHeight-e.scrollTop,h())},[h,i.hasMore,i.loadingOlder,i.phase]),$=(0,a.useRef)(l);return l&&!$.current&&(b.current=!0,k.current=0),$.current=l,(0,a.useLayoutEffect)(()=>{let e=y.current;if(!e||!l)return;let t=b.current&&(0===k.current||k.current-e.scrollTop-e.clientHeight<=60);if(null!==w.current){if(i.loadingOlder)return;e.scrollTop=e.scrollHeight-w.current,w.current=null}else t&&(e.scrollTop=e.scrollHeight);A(),e.scrollHeight<=e.clientHeight&&I()},[v,l,i.loadingOlder,A,I]),t="loading"===i.phase?(0,n.Y)("div",{css:(0,s.AH)`display: grid; place-items: center; height: 100%;`,children:(0,n.Y)(c.y,{label:m.formatMessage({id:"ui.loading"})})}):"failed"===i.phase?(0,n.FD)("div",{role:"alert",css:(0,s.AH)`display: grid; gap: 8px; justify-items: center; padding: 24px 8px; text-align: center;`,children:[(0,n.Y)("span",{css:(0,s.AH)`color: ${g.danger};`,children:(0,n.Y)(o.sA,{id:"chat.loadFailed"})}),(0,n.Y)("button",{type:"button",onClick:p,css:(0,s.AH)`
            min-height: 44px;
            padding: 0 16px;
            border: 1px solid ${g.border};
            border-radius: ${g.radius};
            background: ${g.surfaceAlt};
            color: ${g.text};
            font: inherit;
            cursor: pointer;
          `,children:(0,n.Y)(o.sA,{id:"ui.retry"})})]}):(0,n.FD)(n.FK,{children:[(0,n.Y)("div",{css:(0,s.AH)`min-height: 28px; display: grid; place-items: center;`,children:i.loadingOlder?(0,n.Y)(c.y,{label:m.formatMessage({id:"chat.loadingOlder"})}):null}),0===i.items.length?(0,n.Y)("p",{css:(0,s.AH)`
              margin: 4px 0;
              max-width: 85%;
              padding: 8px 12px;
              border-radius: 14px;
              border-bottom-left-radius: 4px;
              background: ${g.surfaceAlt};
            `,children:(0,n.Y)(o.sA,{id:"chat.greeting"})}):null,(0,n.Y)("ol",{css:(0,s.AH)`list-style: none; margin: 0; padding: 0;`,children:v.map(e=>"message"===e.kind?(0,n.Y)(z,{item:e.item,actions:d,onRetry:u},e.key):(0,n.Y)("li",{css:(0,s.AH)`
                  display: flex;
                  align-items: center;
                  gap: 8px;
                  margin: 10px 0;
                  color: ${g.textMuted};
                  font-size: 12px;
                  &::before,
                  &::after {
                    content: '';
                    flex: 1;
                    border-top: 1px ${"session"===e.kind?"dashed":"solid"} ${g.border};
                  }
                `,children:"date"===e.kind?e.day:(0,n.Y)(o.sA,{id:"chat.newSession"})},e.key))})]}),(0,n.FD)("div",{css:(0,s.AH)`position: relative; flex: 1; min-height: 0;`,children:[(0,n.Y)("div",{ref:y,role:"log","aria-label":m.formatMessage({id:"chat.history"}),tabIndex:0,onScroll:()=>{A();let e=y.current;e&&e.scrollTop<=40&&I()},css:(0,s.AH)`
          height: 100%;
          overflow-y: auto;
          overscroll-behavior: contain;
          overflow-anchor: none;
          padding: 0 10px 8px;
        `,children:t}),i.unread>0?(0,n.Y)("button",{type:"button",onClick:()=>{let e=y.current;if(!e)return;let t=window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;e.scrollTo({top:e.scrollHeight,behavior:t?"auto":"smooth"})},css:(0,s.AH)`
            position: absolute;
            left: 50%;
            bottom: 8px;
            transform: translateX(-50%);
            min-height: 44px;
            padding: 0 16px;
            border: 0;
            border-radius: 22px;
            background: ${g.primary};
            color: ${g.onPrimary};
            font: inherit;
            font-weight: 700;
            box-shadow: 0 2px 8px rgb(0 0 0 / 0.3);
            cursor: pointer;
          `,children:(0,n.Y)(o.sA,{id:"chat.newMessages",values:{count:i.unread}})}):null]})}var E=i("VH");let j="/api/chat/config";function N(e,t){let i=new FormData;return t.guestId&&i.append("guestId",t.guestId),i.append("file",e,e.name),i}let q=e=>(0,k.bE)("/api/chat/send-message",e),P=e=>(0,k.bE)("/api/chat/history",e),K=e=>(0,k.yJ)("/api/chat/read-customer/",e);var J=i("L"),U=i("Lr");function B(e){let{message_type:t,payload:i}=e.message;return`${t}\0${i.message??""}\0${i.filePath??""}`}function G(e,t){let i=-1;for(let n=0;n<e.length;n+=1){let r=e[n],s=function(e,t){let i=e.conversation;return i._id&&t._id?i._id===t._id:i.clientId&&t.clientId?i.clientId===t.clientId:null}(r,t);if(!0===s)return n;null===s&&-1===i&&function(e,t){let i=e.conversation;return i.sender===t.sender&&B(i)===B(t)&&(e.confirmed?i.createdAt===t.createdAt:!t.clientId)}(r,t)&&(i=n)}return i}function W(e){let t=Date.parse(e.conversation.createdAt);return Number.isNaN(t)?1/0:t}function X(e){return[...e.filter(e=>e.confirmed).sort((e,t)=>W(e)-W(t)),...e.filter(e=>!e.confirmed)]}function V(e,t){let i=[...e],n=[],r=!1;for(let e of t){let t=G(i,e);if(-1===t){i.push({key:e._id??e.clientId??`${e.createdAt}|${e.sender}|${B(e)}`,conversation:e,confirmed:!0}),n.push(e),r=!0;continue}let s=i[t];s.confirmed&&s.conversation._id&&s.conversation._id===e._id&&(!s.status||"succeed"===s.status)||(r=!0,i[t]={key:s.key,conversation:{...e,clientId:e.clientId??s.conversation.clientId},confirmed:!0,...s.status?{status:"succeed"}:{}})}return{items:r?X(i):e,added:n}}function Z(e){return e.filter(e=>e.confirmed).length}function Q(e){return e.userId?`member:${e.userId}`:`guest:${e.guestId??""}`}function ee(e){if(!e||"object"!=typeof e)return!1;let t=e.conversation;return"string"==typeof e.clientId&&"string"==typeof e.owner&&"number"==typeof e.queuedAt&&(void 0===e.failed||"string"==typeof e.failed)&&!!t&&"object"==typeof t&&t.clientId===e.clientId&&!!t.message&&"object"==typeof t.message&&"string"==typeof t.message.message_type&&!!t.message.payload&&"object"==typeof t.message.payload}function et(e,t){return e.filter(e=>e.owner===t)}function ei(e,t){return e.find(e=>e.owner===t&&void 0===e.failed)}let en=e=>"network"===e.kind||"timeout"===e.kind||"aborted"===e.kind;class er{state={items:[],phase:"loading",refreshing:!1,loadingOlder:!1,hasMore:!1,unread:0,connection:"connecting"};listeners=new Set;owner;key;api;outbox;newId;now;isOnline;sendDelayMs;readDelayMs;pageSize;files=new Map;flushing=!1;flushTimer;readTimer;atBottom=!0;visible=!1;disposed=!1;newSession;constructor(e){this.owner=e.owner,this.key=Q(e.owner),this.api=e.api,this.outbox=e.outbox,this.newId=e.newId,this.now=e.now??Date.now,this.isOnline=e.isOnline??(()=>globalThis.navigator?.onLine!==!1),this.sendDelayMs=e.sendDelayMs??500,this.readDelayMs=e.readDelayMs??1e3,this.pageSize=e.pageSize??10,this.newSession=`session-${this.newId()}`}subscribe=e=>(this.listeners.add(e),()=>this.listeners.delete(e));getState=()=>this.state;set(e){if(!this.disposed)for(let t of(this.state={...this.state,...e},this.listeners))t()}start(){let e=et(this.outbox.read(),this.key).map(e=>this.localOf(e));return this.set({items:X([...this.state.items,...e])}),this.loadNewest()}dispose(){this.disposed=!0,clearTimeout(this.flushTimer),clearTimeout(this.readTimer),this.listeners.clear()}setConnection(e){this.set({connection:e}),"online"===e&&this.flushSoon(0)}tick(){ei(this.outbox.read(),this.key)&&this.flushSoon(0)}historyPayload(e){return{userId:this.owner.userId,guestId:this.owner.guestId,limit:this.pageSize,skip:e}}async loadNewest(){"ready"===this.state.phase&&this.set({refreshing:!0});let e=await this.api.history(this.historyPayload(0));if(!e.ok)return void this.set({refreshing:!1,phase:"ready"===this.state.phase?"ready":"failed"});let t=[...e.data.list].reverse(),i=t.length?Date.parse(t[t.length-1]?.createdAt??""):-1/0,{items:n}=V(this.state.items.filter(e=>!e.confirmed||Date.parse(e.conversation.createdAt)>i),t);this.set({items:n,phase:"ready",refreshing:!1,hasMore:e.data.list.length===this.pageSize,unread:0}),this.scheduleRead()}async loadOlder(){if(this.state.loadingOlder||!this.state.hasMore||"ready"!==this.state.phase)return;this.set({loadingOlder:!0});let e=await this.api.history(this.historyPayload(Z(this.state.items)));if(!e.ok)return void this.set({loadingOlder:!1});let{items:t}=V(this.state.items,[...e.data.list].reverse());this.set({items:t,loadingOlder:!1,hasMore:e.data.list.length===this.pageSize})}async resync(){if("ready"!==this.state.phase)return this.loadNewest();let e=[];for(let t=0;t<5;t+=1){let i=await this.api.history(this.historyPayload(t*this.pageSize));if(!i.ok)return;e.push(...i.data.list);let n=Z(this.state.items)>0;if(i.data.list.length<this.pageSize||!n||function(e,t){let i=e.filter(e=>e.confirmed);return t.some(e=>-1!==G(i,e))}(this.state.items,i.data.list))return void this.takeServer([...e].reverse())}await this.loadNewest()}receive=e=>{this.takeServer([e])};takeServer(e){let{items:t,added:i}=V(this.state.items,e),n=i.filter(e=>"customer"!==e.sender).length,r=this.atBottom&&this.visible;this.set({items:t,unread:r?0:this.state.unread+n}),n&&r&&this.scheduleRead()}setReading(e,t){let i=this.atBottom&&this.visible;this.atBottom=e,this.visible=t,e&&t&&(!i||this.state.unread)&&(this.state.unread&&this.set({unread:0}),this.scheduleRead())}scheduleRead(){this.atBottom&&this.visible&&(clearTimeout(this.readTimer),this.readTimer=setTimeout(()=>{this.api.markRead({userId:this.owner.userId,guestId:this.owner.guestId})},this.readDelayMs))}sessionId(){let e=this.state.items.filter(e=>e.confirmed);return e[e.length-1]?.conversation.session_id??this.newSession}conversationOf(e,t){return{clientId:e,sender:"customer",message:t,userId:this.owner.userId,guestId:this.owner.userId?null:this.owner.guestId,username:this.owner.username,name:this.owner.name,deviceToken:null,session_id:this.sessionId()}}localOf(e){return{key:e.clientId,conversation:{...e.conversation,createdAt:new Date(e.queuedAt).toISOString()},confirmed:!1,status:e.failed?"failed":"queued",...e.failed?{error:e.failed}:{}}}patchItem(e,t){this.set({items:this.state.items.map(i=>i.key!==e||i.confirmed?i:{...i,...t})})}setStatus(e,t,i){this.patchItem(e,{status:t,error:i,progress:void 0})}enqueue(e,t){let i={clientId:e,owner:this.key,conversation:this.conversationOf(e,t),queuedAt:this.now()};this.outbox.update(e=>[...e.filter(e=>e.clientId!==i.clientId),i]);let n={...this.localOf(i),status:this.isOnline()?"sending":"queued"},r=this.state.items.some(t=>t.key===e);this.set({items:r?this.state.items.map(t=>t.key===e?n:t):X([...this.state.items,n])}),this.flushSoon()}sendText(e){this.enqueue(this.newId(),{message_type:"text",payload:{message:e}})}sendPostback(e){this.enqueue(this.newId(),{message_type:"postback",payload:{message:e}})}sendFile(e,t){let i=this.newId();this.files.set(i,{file:e,kind:t});let n={key:i,conversation:{...this.conversationOf(i,{message_type:"media",payload:{fileType:t,name:e.name}}),createdAt:new Date(this.now()).toISOString()},confirmed:!1,status:"uploading_file",progress:0};this.set({items:X([...this.state.items,n])}),this.upload(i)}async upload(e){let t=this.files.get(e);if(!t)return;this.patchItem(e,{status:"uploading_file",progress:0,error:void 0});let i=await this.api.upload(t.kind,t.file,t=>this.patchItem(e,{progress:t}));i.ok?(this.files.delete(e),this.enqueue(e,{message_type:"media",payload:{fileType:t.kind,filePath:i.data.path,url:/^https?:\/\//.test(i.data.path),name:t.file.name}})):this.setStatus(e,"failed",i.error.code)}retry(e){this.files.has(e)?this.upload(e):(this.outbox.update(t=>t.map(t=>{if(t.clientId!==e)return t;let{failed:i,...n}=t;return n})),this.setStatus(e,"sending"),this.flushSoon(0))}flushSoon(){let e=arguments.length>0&&void 0!==arguments[0]?arguments[0]:this.sendDelayMs;this.disposed||(clearTimeout(this.flushTimer),this.flushTimer=setTimeout(()=>void this.flush(),e))}async flush(){if(!this.flushing){this.flushing=!0;try{for(;;){if(this.disposed)return;let e=ei(this.outbox.read(),this.key);if(!e)return;if(!this.isOnline())return void this.markWaiting();this.setStatus(e.clientId,"sending");let t=await this.api.send({conversation:e.conversation});if(t.ok){this.outbox.update(t=>(function(e,t){return e.filter(e=>e.clientId!==t)})(t,e.clientId)),this.set({items:function(e,t,i){return X(e.map(e=>e.key!==t?e:e.confirmed?"succeed"===e.status?e:{...e,status:"succeed"}:{key:e.key,conversation:{...e.conversation,createdAt:i},confirmed:!0,status:"succeed"}))}(this.state.items,e.clientId,t.data.createdAt)});continue}if(en(t.error))return void this.markWaiting();this.outbox.update(i=>(function(e,t,i){return e.map(e=>e.clientId===t?{...e,failed:i}:e)})(i,e.clientId,t.error.code)),this.setStatus(e.clientId,"failed",t.error.code)}}finally{this.flushing=!1}}}markWaiting(){let e=new Set(et(this.outbox.read(),this.key).filter(e=>void 0===e.failed).map(e=>e.clientId));this.set({items:this.state.items.map(t=>e.has(t.key)&&!t.confirmed?{...t,status:"queued"}:t)})}}let es=()=>(function(e,t){let i=(e??"").trim();if(!i)return null;if("same-origin"===i)return t;try{let e=new URL(i);if(!["http:","https:","ws:","wss:"].includes(e.protocol)||"/"!==e.pathname||e.search||e.hash)return null;return"null"===e.origin?`${e.protocol}//${e.host}`:e.origin}catch{return null}})("same-origin",window.location.origin),ea={items:[],phase:"loading",refreshing:!1,loadingOlder:!1,hasMore:!1,unread:0,connection:"connecting"},eo=()=>()=>{};function el(e){let t=(0,a.useMemo)(()=>{let e;return{userId:null,guestId:(e=(0,m.iG)("guestId"))&&y.test(e)?e:(b??=crypto.randomUUID(),(0,m.Fb)("guestId",b),b),username:null,name:null}},[]);return(0,n.Y)(ec,{owner:t,...e})}function ed(e){let t=(0,l.vT)(),i=t.data?.profile,r=i?._id,s=i?.username??null,o=i?.name??null,d=(0,a.useMemo)(()=>r?{userId:r,guestId:null,username:s,name:o}:null,[r,s,o]),c=!d&&void 0!==t.error;return(0,n.Y)(ec,{owner:d,ownerFailed:c,retryOwner:()=>void t.mutate(),...e})}function ec(e){let{owner:t,ownerFailed:i=!1,retryOwner:l,open:u,onUnread:h}=e,p=(0,r.u)(),f=(0,o.tz)(),y=function(e){let t=(0,J.rd)(),i=(0,a.useRef)(t);i.current=t;let n=(0,E.u)(j,()=>(0,k.oA)((0,k.Jt)(j))),r=n.data?.PREFIX,s=n.mutate,[o,l]=(0,a.useState)(null),d=(0,a.useRef)(e);d.current=e;let c=e?Q(e):null;return(0,a.useEffect)(()=>{let e,t,i,n=d.current;if(!c||!n)return;let r=new er({owner:n,api:(e={guestId:n.userId?null:n.guestId},{history:P,send:q,markRead:K,upload:(t,i,n)=>{let r,s,a,o,l,d;return"image"===t?(r=i,s=e,a={onProgress:n},(0,k.Se)("/api/chat/upload-image",N(r,s),a)):(o=i,l=e,d={onProgress:n},(0,k.Se)("/api/chat/upload-video",N(o,l),d))}}),outbox:(t=null,{read:i=()=>t??function(e){if(!e)return[];try{let t=JSON.parse(e);return Array.isArray(t)?t.filter(ee):[]}catch{return[]}}((0,m.iG)("chatOutbox")),update(e){let n=e(i()),r=JSON.stringify(n);return(0,m.Fb)("chatOutbox",r),t=(0,m.iG)("chatOutbox")===r?null:n,n}}),newId:()=>crypto.randomUUID()});l(r),r.start();let s=null!==es(),a=()=>r.setConnection(navigator.onLine?"online":"offline");s||a();let o=setInterval(()=>{r.tick(),!s&&navigator.onLine&&r.resync()},5e3),u=()=>{s||a(),r.tick()},h=()=>{s||a()};return window.addEventListener("online",u),window.addEventListener("offline",h),()=>{clearInterval(o),window.removeEventListener("online",u),window.removeEventListener("offline",h),r.dispose(),l(null)}},[c]),(0,a.useEffect)(()=>{var e;let t,n,a,l=es(),c=d.current;if(!o||!l||!c)return;if(void 0===r){let e=setInterval(()=>void s(),5e3);return()=>clearInterval(e)}let u=(e={url:l,room:`${r}${c.userId??c.guestId}`,getToken:()=>i.current,onMessage:o.receive,onConnection:e=>o.setConnection(e),onJoined:()=>void o.resync(),monitorMs:5e3},(t=(0,U.io)(e.url,{path:"/socket.io",transports:["websocket"],reconnectionDelay:500,auth:t=>{let i=e.getToken();t(i?{token:i}:{})}})).on("connect",()=>{e.onConnection("connecting"),t.timeout(3e3).emit("join",e.room,(i,n)=>{if(t.connected){if(!i&&!1===n)return void e.onConnection("offline");e.onConnection("online"),e.onJoined()}})}),t.on("disconnect",()=>e.onConnection("offline")),t.on("connect_error",()=>e.onConnection("offline")),t.on("messaging",t=>e.onMessage(t)),a=setInterval(n=()=>{t.disconnected&&t.connect()},e.monitorMs??5e3),{check:n,close(){clearInterval(a),t.off(),t.disconnect()}}),h=()=>u.check();return window.addEventListener("online",h),()=>{window.removeEventListener("online",h),u.close()}},[o,r,s]),{store:o,failed:void 0!==n.error&&void 0===r,retry:()=>void n.mutate()}}(t),b=y.store,x=(0,a.useSyncExternalStore)(b?.subscribe??eo,b?.getState??(()=>ea)),w=(0,a.useRef)(!0);(0,a.useEffect)(()=>{b?.setReading(w.current,u)},[b,u]),(0,a.useEffect)(()=>h(x.unread),[h,x.unread]);let v=(0,a.useCallback)(e=>{w.current=e,b?.setReading(e,u)},[b,u]),A=(0,a.useMemo)(()=>({onPostback:e=>b?.sendPostback(e),onText:e=>b?.sendText(e)}),[b]),I=i||y.failed?{...ea,phase:"failed"}:x,$=f.formatMessage({id:"online"===x.connection?"chat.connection.online":"offline"===x.connection?"chat.connection.offline":"chat.connection.connecting"});return(0,n.FD)("div",{css:(0,s.AH)`display: flex; flex-direction: column; height: 100%; min-height: 0;`,children:[(0,n.FD)("header",{css:(0,s.AH)`
          display: flex;
          align-items: center;
          gap: 8px;
          padding: 6px 6px 6px 14px;
          border-bottom: 1px solid ${p.border};
          background: ${p.primary};
          color: ${p.onPrimary};
        `,children:[(0,n.FD)("div",{css:(0,s.AH)`flex: 1; min-width: 0;`,children:[(0,n.Y)("h2",{css:(0,s.AH)`margin: 0; font-size: 16px;`,children:(0,n.Y)(o.sA,{id:"chat.title"})}),(0,n.Y)("p",{role:"status",css:(0,s.AH)`
              margin: 0;
              font-size: 12px;
              white-space: nowrap;
              overflow: hidden;
              text-overflow: ellipsis;
            `,children:$})]}),(0,n.Y)("button",{type:"button","aria-label":f.formatMessage({id:"chat.refresh"}),disabled:!b||x.refreshing||"loading"===x.phase,onClick:()=>void b?.loadNewest(),css:(0,s.AH)`
            display: inline-flex;
            align-items: center;
            justify-content: center;
            width: 44px;
            height: 44px;
            border: 0;
            border-radius: 50%;
            background: transparent;
            color: inherit;
            cursor: pointer;
            &:disabled {
              opacity: 0.6;
              cursor: default;
            }
          `,children:x.refreshing?(0,n.Y)(c.y,{}):(0,n.Y)(d.fN,{})})]}),(0,n.Y)(_,{state:I,open:u,actions:A,onRetry:e=>b?.retry(e),onLoadOlder:()=>void b?.loadOlder(),onReload:()=>{i?l?.():y.failed?y.retry():b?.loadNewest()},onReading:v}),(0,n.Y)(g,{onSend:e=>b?.sendText(e),onFile:(e,t)=>b?.sendFile(e,t)})]})}function eu(e){return"member"===e.mode?(0,n.Y)(ed,{...e}):(0,n.Y)(el,{...e})}},jb(e,t,i){var n=i("Z");let r=new Intl.NumberFormat("en-US",{minimumFractionDigits:2,maximumFractionDigits:2});function s(e){return String(e).padStart(2,"0")}function a(e){let t=new Date(e);return Number.isNaN(t.getTime())?"":`${s(t.getDate())}/${s(t.getMonth()+1)}/${t.getFullYear()} ${s(t.getHours())}:${s(t.getMinutes())}:${s(t.getSeconds())}`}let o=[["year",31536e3],["month",2592e3],["day",86400],["hour",3600],["minute",60],["second",1]];i.d(t,{},{Yq:function(e){return a(e).slice(0,10)},ak:function(e,t,i){let r=(0,n.uE)(i);if(0===Intl.RelativeTimeFormat.supportedLocalesOf(r).length)return new Intl.DateTimeFormat(r,{hour:"2-digit",minute:"2-digit"}).format(e);let{value:s,unit:a}=function(e,t){let i=Math.max(0,Math.floor((t-e)/1e3));for(let[e,t]of o)if(i>=t)return{value:Math.floor(i/t),unit:e};return{value:0,unit:"second"}}(e,t);return new Intl.RelativeTimeFormat(r,{numeric:"always"}).format(-s,a)},ej:function(e){let t=Math.round(100*Math.abs(e)+100*Number.EPSILON),i=Math.sign(e)*t/100;return r.format(Object.is(i,-0)?0:i)},gl:function(e){return"deposit"===e||"bonus"===e?"+":"withdraw"===e?"-":""},m3:function(e){return/^\d{10}$/.test(e)?`${e.slice(0,3)}-${e.slice(3,6)}-${e.slice(6)}`:e},r6:a,zt:function(e,t){let i=Math.max(0,Math.ceil((e-t)/1e3));return`${s(Math.floor(i/60))}:${s(i%60)}`}})}}]);
//# sourceMappingURL=8.567f3838c8.js.map