"use strict";(self.rspackChunkgaming_wallet=self.rspackChunkgaming_wallet||[]).push([["z"],{nJ(e,t,i){var n=i("S");let r={list:"/api/statement",slips:"/api/statement/slip"};i.d(t,{},{k:{list:e=>(0,n.bE)(r.list,e),slips:e=>(0,n.bE)(r.slips,e),slipReference:e=>(0,n.Jt)(`/api/statement/slip/reference/${encodeURIComponent(e)}`)},w:r})},QK(e,t,i){var n=i("u"),r=i("mc"),a=i("jb"),l=i("H4");i.d(t,{},{u:function(){var e;let t=(0,r.tz)(),i=(e=(0,l.vT)().data?.bankAccount,e?.currency==="LAK"?"LAK":"BAHT"),s=(0,n.useCallback)(e=>t.formatMessage({id:"money.amount"},{amount:(0,a.ej)(e),currency:i}),[t,i]);return(0,n.useMemo)(()=>({currency:i,format:s,unit:t.formatMessage({id:"money.unit"},{currency:i})}),[i,s,t])}})},B2(e,t,i){i.r(t),i.d(t,{SLIP_PAGE_SIZE:()=>A,default:()=>$,slipState:()=>k});var n=i("w"),r=i("A"),a=i("a"),l=i("u"),s=i("mc"),o=i("VH"),d=i("nJ"),c=i("S"),u=i("QK"),p=i("gR"),h=i("ww"),g=i("jb"),m=i("vM"),f=i("N2"),Y=i("Y"),b=i("yr"),x=i("bw"),y=i("e");let A=10;function k(e){return"SUCCESS"===e?"success":"FAILED"===e?"failed":"pending"}let v=()=>(0,n.Y)(Y.BS,{size:16,children:(0,n.Y)("path",{d:"M6 6l12 12M18 6 6 18"})}),w=()=>(0,n.FD)(Y.BS,{size:16,children:[(0,n.Y)("circle",{cx:"12",cy:"12",r:"9"}),(0,n.Y)("path",{d:"M12 7v5l3 2"})]});function M(e){let{status:t}=e,i=(0,r.u)(),l=k(t),{colour:o,border:d,icon:c,id:u}={success:{colour:i.success,border:"solid",icon:(0,n.Y)(Y.Sr,{size:16}),id:"slips.status.success"},failed:{colour:i.danger,border:"solid",icon:(0,n.Y)(v,{}),id:"slips.status.failed"},pending:{colour:i.text,border:"dashed",icon:(0,n.Y)(w,{}),id:"slips.status.pending"}}[l];return(0,n.FD)("span",{"data-state":l,css:(0,a.AH)`
        display: inline-flex;
        align-items: center;
        gap: 4px;
        padding: 2px 8px;
        border-radius: 999px;
        border: 1px ${d} ${o};
        color: ${o};
        font-weight: 600;
      `,children:[c,(0,n.Y)(s.sA,{id:u})]})}function $(e){let{onClose:t}=e,i=(0,r.u)(),k=(0,s.tz)(),v=(0,u.u)(),w=(0,y.dj)(),$=(0,p.b)(),[S,H]=(0,l.useState)(1),[D,F]=(0,l.useState)(null),z=(0,l.useRef)(!1),C=(0,o.u)((0,h.Z)(d.w.slips,S),e=>{let[,t]=e;return(0,c.oA)(d.k.slips({page:t,limit:A}))},{keepPreviousData:!0}),N=[{key:"date",header:(0,n.Y)(s.sA,{id:"slips.date"}),cell:e=>(0,g.r6)(e.createdAt)},{key:"amount",header:(0,n.Y)(s.sA,{id:"slips.amount"}),cell:e=>v.format(e.amount),align:"end"},{key:"status",header:(0,n.Y)(s.sA,{id:"slips.status"}),cell:e=>(0,n.Y)(M,{status:e.status})},{key:"reason",header:(0,n.Y)(s.sA,{id:"slips.reason"}),cell:e=>(e=>{if(!e)return"";let t=`slipReason.${e}`;return`(${t in k.messages?k.formatMessage({id:t}):e})`})(e.note)},{key:"view",header:(0,n.Y)(s.sA,{id:"slips.view"}),cell:e=>e.link||e.reference?(0,n.Y)(m.$,{variant:"secondary","aria-label":k.formatMessage({id:"slips.viewSlip"},{reference:e.reference??(0,g.r6)(e.createdAt)}),onClick:()=>(e=>{if(z.current)return;z.current=!0,F(null);let t=window.open("about:blank","_blank");(async function(e){let t={ok:!1,text:k.formatMessage({id:"slips.unsafeLink"})},i=e=>{let i=(0,c.D1)(e);return i?{ok:!0,url:i}:t};if(e.link)return i(e.link);if(!e.reference)return t;let n=await d.k.slipReference(e.reference);return n.ok?i(n.data.url):{ok:!1,text:$(n.error)}})(e).then(e=>{var i;if(!e.ok){t&&!t.closed&&t.close(),w.danger(e.text);return}i=e.url,(!t||t.closed||(t.opener=null,t.location.href=i,0))&&F(e.url)}).finally(()=>{z.current=!1})})(e),children:(0,n.Y)(s.sA,{id:"slips.viewShort"})}):null}];return(0,n.Y)(b.a,{open:!0,onClose:()=>t(),title:(0,n.Y)(s.sA,{id:"slips.title"}),size:"lg",children:(0,n.FD)("div",{css:(0,a.AH)`display: grid; grid-template-columns: minmax(0, 1fr); gap: 12px;`,children:[(0,n.FD)("div",{css:(0,a.AH)`display: flex; align-items: center; gap: 8px;`,children:[(0,n.Y)("p",{css:(0,a.AH)`flex: 1; margin: 0; font-size: 14px; color: ${i.textMuted};`,children:(0,n.Y)(s.sA,{id:"slips.intro"})}),(0,n.FD)(m.$,{variant:"secondary",loading:C.isValidating,onClick:()=>void C.mutate(),children:[C.isValidating?null:(0,n.Y)(Y.fN,{size:18}),(0,n.Y)(s.sA,{id:"slips.refresh"})]})]}),C.error?(0,n.FD)("p",{role:"alert",css:(0,a.AH)`margin: 0; display: flex; align-items: center; gap: 8px; color: ${i.danger};`,children:[(0,n.Y)("span",{css:(0,a.AH)`flex: 1;`,children:(0,n.Y)(s.sA,{id:"slips.loadFailed"})}),(0,n.Y)(m.$,{variant:"secondary",onClick:()=>void C.mutate(),children:(0,n.Y)(s.sA,{id:"ui.retry"})})]}):null,D?(0,n.Y)("p",{css:(0,a.AH)`margin: 0;`,children:(0,n.Y)(f.G,{href:D,children:(0,n.Y)(s.sA,{id:"slips.openSlip"})})}):null,C.error&&!C.data?null:(0,n.Y)(x.m,{title:(0,n.Y)(s.sA,{id:"slips.list"}),columns:N,rows:C.data?.slips,rowKey:e=>e._id,loading:C.isLoading,total:C.data?.total??0,page:S,pageSize:A,onPageChange:H})]})})}},jb(e,t,i){var n=i("Z");let r=new Intl.NumberFormat("en-US",{minimumFractionDigits:2,maximumFractionDigits:2});function a(e){return String(e).padStart(2,"0")}function l(e){let t=new Date(e);return Number.isNaN(t.getTime())?"":`${a(t.getDate())}/${a(t.getMonth()+1)}/${t.getFullYear()} ${a(t.getHours())}:${a(t.getMinutes())}:${a(t.getSeconds())}`}let s=[["year",31536e3],["month",2592e3],["day",86400],["hour",3600],["minute",60],["second",1]];i.d(t,{},{Yq:function(e){return l(e).slice(0,10)},ak:function(e,t,i){let r=(0,n.uE)(i);if(0===Intl.RelativeTimeFormat.supportedLocalesOf(r).length)return new Intl.DateTimeFormat(r,{hour:"2-digit",minute:"2-digit"}).format(e);let{value:a,unit:l}=function(e,t){let i=Math.max(0,Math.floor((t-e)/1e3));for(let[e,t]of s)if(i>=t)return{value:Math.floor(i/t),unit:e};return{value:0,unit:"second"}}(e,t);return new Intl.RelativeTimeFormat(r,{numeric:"always"}).format(-a,l)},ej:function(e){let t=Math.round(100*Math.abs(e)+100*Number.EPSILON),i=Math.sign(e)*t/100;return r.format(Object.is(i,-0)?0:i)},gl:function(e){return"deposit"===e||"bonus"===e?"+":"withdraw"===e?"-":""},m3:function(e){return/^\d{10}$/.test(e)?`${e.slice(0,3)}-${e.slice(3,6)}-${e.slice(6)}`:e},r6:l,zt:function(e,t){let i=Math.max(0,Math.ceil((e-t)/1e3));return`${a(Math.floor(i/60))}:${a(i%60)}`}})},N2(e,t,i){var n=i("w"),r=i("a"),a=i("mc"),l=i("e");i.d(t,{},{G:function(e){let{href:t,children:i,sameTab:s=!1,download:o,className:d,style:c}=e,u=(0,a.tz)(),p=(0,l.dj)();return t?(0,n.Y)("a",{href:t,className:d,css:c,download:o,...s?{}:{target:"_blank",rel:"noopener noreferrer"},children:i}):(0,n.Y)("button",{type:"button",className:d,css:[(0,r.AH)`
            padding: 0;
            border: 0;
            background: none;
            color: inherit;
            font: inherit;
            text-decoration: underline dotted;
            cursor: pointer;
          `,c],onClick:()=>p.danger(u.formatMessage({id:"security.unsafeLink"})),children:i})}})},bw(e,t,i){var n=i("w"),r=i("a"),a=i("WR"),l=i("jy");i.d(t,{},{m:function(e){let{title:t,columns:i,rows:s,rowKey:o,total:d,page:c,pageSize:u,onPageChange:p,loading:h}=e;return(0,n.FD)("div",{children:[(0,n.Y)("h3",{css:(0,r.AH)`margin: 0 0 6px; font-size: 16px;`,children:t}),(0,n.Y)(l.X,{caption:t,columns:i,rows:s,rowKey:o,loading:h}),(0,n.Y)(a.d,{page:c,total:d,pageSize:u,onChange:p})]})}})},WR(e,t,i){i.d(t,{d:()=>s});var n=i("w"),r=i("A"),a=i("a"),l=i("mc");function s(e){let{page:t,total:i,pageSize:s,onChange:o,label:d}=e,c=(0,r.u)(),u=(0,l.tz)(),p=i>0?Math.ceil(i/s):0;if(p<=1)return null;let h=e=>(0,a.AH)`
    /* 44 px: the touch-target minimum (README). */
    min-width: 44px;
    height: 44px;
    padding: 0 8px;
    border-radius: 8px;
    border: 1px solid ${e?c.primary:c.border};
    background: ${e?c.primary:c.surfaceAlt};
    color: ${e?c.onPrimary:c.text};
    cursor: pointer;
    &:disabled {
      opacity: 0.4;
      cursor: default;
    }
  `;return(0,n.Y)("nav",{"aria-label":d??u.formatMessage({id:"ui.pagination"}),children:(0,n.FD)("ul",{css:(0,a.AH)`
          display: flex;
          flex-wrap: wrap;
          justify-content: center;
          gap: 6px;
          list-style: none;
          padding: 0;
          margin: 12px 0 0;
        `,children:[(0,n.Y)("li",{children:(0,n.Y)("button",{type:"button",css:h(!1),disabled:t<=1,onClick:()=>o(t-1),"aria-label":u.formatMessage({id:"ui.previousPage"}),children:"‹"})}),(function(e,t){let i=arguments.length>2&&void 0!==arguments[2]?arguments[2]:3,n=arguments.length>3&&void 0!==arguments[3]?arguments[3]:1;if(t<=0)return[];let r=Math.min(Math.max(1,e),t),a=Math.max(1,r-i),l=Math.min(t,r+n),s=[];a>1&&(s.push(1),a>2&&s.push("gap"));for(let e=a;e<=l;e++)s.push(e);return l<t&&(l<t-1&&s.push("gap"),s.push(t)),s})(t,p).map((e,i)=>"gap"===e?(0,n.Y)("li",{"aria-hidden":!0,css:(0,a.AH)`align-self: center;`,children:"…"},`gap-${i}`):(0,n.Y)("li",{children:(0,n.Y)("button",{type:"button",css:h(e===t),"aria-current":e===t?"page":void 0,"aria-label":u.formatMessage({id:"ui.page"},{page:e}),onClick:()=>o(e),children:e})},e)),(0,n.Y)("li",{children:(0,n.Y)("button",{type:"button",css:h(!1),disabled:t>=p,onClick:()=>o(t+1),"aria-label":u.formatMessage({id:"ui.nextPage"}),children:"›"})})]})})}},jy(e,t,i){var n=i("w"),r=i("A"),a=i("a"),l=i("u"),s=i("mc"),o=i("i"),d=i("XA");i.d(t,{},{X:function(e){let{caption:t,columns:i,rows:c,rowKey:u,loading:p,empty:h}=e,g=(0,r.u)(),m=(0,l.useRef)(null),f=(0,d.k)(m,"x");return(0,n.Y)("div",{ref:m,tabIndex:f?0:void 0,css:(0,a.AH)`overflow-x: auto; position: relative;`,"aria-busy":p||void 0,children:(0,n.FD)("table",{css:(0,a.AH)`
          width: 100%;
          border-collapse: collapse;
          font-size: 14px;
          th,
          td {
            padding: 8px 6px;
            border-bottom: 1px solid ${g.border};
            white-space: nowrap;
          }
          th {
            color: ${g.textMuted};
            font-weight: 600;
          }
        `,children:[(0,n.Y)("caption",{className:"visually-hidden",children:t}),(0,n.Y)("thead",{children:(0,n.Y)("tr",{children:i.map(e=>(0,n.Y)("th",{scope:"col",style:{textAlign:e.align??"start"},children:e.header},e.key))})}),(0,n.FD)("tbody",{children:[c?.map((e,t)=>(0,n.Y)("tr",{children:i.map(t=>(0,n.Y)("td",{style:{textAlign:t.align??"start"},children:t.cell(e)},t.key))},u(e,t))),c&&0===c.length&&!p?(0,n.Y)("tr",{children:(0,n.Y)("td",{colSpan:i.length,css:(0,a.AH)`text-align: center; color: ${g.textMuted};`,children:h??(0,n.Y)(s.sA,{id:"ui.empty"})})}):null,p&&!c?(0,n.Y)("tr",{children:(0,n.Y)("td",{colSpan:i.length,css:(0,a.AH)`text-align: center;`,children:(0,n.Y)(o.y,{})})}):null]})]})})}})}}]);
//# sourceMappingURL=z.8491a6bc28.js.map